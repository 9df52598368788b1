import { config } from "~/server/config.server";

/**
 * Telegram and SMS settings, read from the environment on every call (cheap) so a test can
 * point the transports at a fake server without reloading modules. Holds secrets: never log
 * the returned object.
 */
export function channelConfig(env: NodeJS.ProcessEnv = process.env) {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    dataDir: config().dataDir,
    telegram: {
      botToken: value("TELEGRAM_BOT_TOKEN"),
      apiUrl: (value("TELEGRAM_API_URL") ?? "https://api.telegram.org").replace(/\/$/, ""),
      botUsername: value("TELEGRAM_BOT_USERNAME") ?? "TenderLinkBot",
      webhookSecret: value("TELEGRAM_WEBHOOK_SECRET"),
    },
    sms: {
      provider: value("SMS_PROVIDER") as "http" | "twilio" | undefined,
      gatewayUrl: value("SMS_GATEWAY_URL"),
      gatewayToken: value("SMS_GATEWAY_TOKEN"),
      twilio: {
        accountSid: value("TWILIO_ACCOUNT_SID"),
        authToken: value("TWILIO_AUTH_TOKEN"),
        from: value("TWILIO_FROM"),
        apiUrl: (value("TWILIO_API_URL") ?? "https://api.twilio.com").replace(/\/$/, ""),
      },
    },
  };
}

export type ChannelConfig = ReturnType<typeof channelConfig>;
