/** One message for one recipient; channels use what they can (SMS and Telegram: `text`). */
export interface AlertMessage {
  subject: string;
  text: string;
  html?: string;
  /** E-mail only, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Delivers a message to an address on one channel (an e-mail address, a Telegram chat id, a
 * phone number). Throws when the provider refuses or cannot be reached; callers record the
 * failure and retry with backoff.
 */
export interface ChannelTransport {
  send(address: string, message: AlertMessage): Promise<void>;
}
