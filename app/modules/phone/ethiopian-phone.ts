// Stored once as E.164 (`+251911234567`) so a number typed two ways is never two numbers. Pure:
// runs in the browser too.

import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";

export type PhoneParse = { ok: true; e164: string } | { ok: false; error: string };

export const PHONE_MESSAGES = {
  required: sourceText(msg`Phone is required`),
  characters: sourceText(
    msg`Use digits only, with spaces or dashes if you like (e.g. 0911 234 567 or +251 911 234 567)`,
  ),
  foreign: sourceText(msg`Enter an Ethiopian number: +251 is the only country code accepted`),
  landline: sourceText(msg`Enter a mobile number starting 09 or 07: landlines cannot receive SMS`),
  length: sourceText(
    msg`An Ethiopian mobile number has 10 digits starting 09 or 07 (e.g. 0911 234 567 or +251 911 234 567)`,
  ),
} as const;

const SEPARATORS = /[\s\-.()/]/g;
const MOBILE = /^[79]\d{8}$/;
const MAX_PHONE_INPUT = 40;

function nationalDigits(compact: string): string | { error: string } {
  let digits = compact;
  if (digits.startsWith("+")) {
    digits = digits.slice(1);
    if (!digits.startsWith("251")) return { error: PHONE_MESSAGES.foreign };
  } else if (digits.startsWith("00") && digits.length > 10) {
    digits = digits.slice(2);
    if (!digits.startsWith("251")) return { error: PHONE_MESSAGES.foreign };
  }
  if (digits.startsWith("251") && digits.length >= 12) {
    digits = digits.slice(3);
    // "+251 (0) 911 …": the trunk 0 written after the country code.
    if (digits.length === 10 && digits.startsWith("0")) digits = digits.slice(1);
  } else if (digits.startsWith("0")) {
    digits = digits.slice(1);
  }
  return digits;
}

export function parseEthiopianMobile(input: string): PhoneParse {
  const compact = input.trim().replace(SEPARATORS, "");
  if (!compact) return { ok: false, error: PHONE_MESSAGES.required };
  if (input.length > MAX_PHONE_INPUT || !/^\+?\d+$/.test(compact)) {
    return { ok: false, error: PHONE_MESSAGES.characters };
  }
  const national = nationalDigits(compact);
  if (typeof national !== "string") return { ok: false, error: national.error };
  if (national.length === 9 && /^[1-5]/.test(national)) {
    return { ok: false, error: PHONE_MESSAGES.landline };
  }
  if (!MOBILE.test(national)) return { ok: false, error: PHONE_MESSAGES.length };
  return { ok: true, e164: `+251${national}` };
}

export function toE164(input: string): string | null {
  const parsed = parseEthiopianMobile(input);
  return parsed.ok ? parsed.e164 : null;
}

/** A stored value that is not a normal mobile number (kept by the migration) is shown as stored. */
export function formatEthiopianPhone(stored: string): string {
  const e164 = toE164(stored);
  if (!e164) return stored;
  const national = e164.slice(4);
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
