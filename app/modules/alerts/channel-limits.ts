// Limits of channel verification, shared by the server rules and the pages that explain them.

/** How long a Telegram deep link works. */
export const TELEGRAM_LINK_MINUTES = 30;
/** How long an SMS code works, and how many tries it allows. */
export const SMS_CODE_MINUTES = 10;
export const SMS_CODE_ATTEMPTS = 5;
/** Codes a user (and a phone number) may be sent per hour: SMS costs money and can harass. */
export const SMS_CODES_PER_HOUR = 5;
