/**
 * How many SMS segments a text costs, counted as GSM networks bill it (3GPP TS 23.038): GSM-7
 * when every character is in the basic set or its extension table (those count two, an escape
 * and the character), 160 septets alone or 153 per part; otherwise UCS-2, 70 UTF-16 code units
 * alone or 67 per part. A part never splits an escape pair or a surrogate pair. Our own few
 * lines: the npm counters found pull in unmaintained dependencies or are single-release.
 */

/* eslint-disable lingui/no-unlocalized-strings -- GSM 03.38's character tables and encoding names */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";
const GSM7 = "GSM-7";
const UCS2 = "UCS-2";
/* eslint-enable lingui/no-unlocalized-strings */

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

type SmsEncoding = typeof GSM7 | typeof UCS2;

export interface SmsLength {
  encoding: SmsEncoding;
  /** GSM-7 septets or UCS-2 code units. */
  units: number;
  segments: number;
}

const LIMITS = {
  [GSM7]: { single: 160, part: 153 },
  [UCS2]: { single: 70, part: 67 },
} as const;

export function isGsm7(text: string): boolean {
  for (const char of text) if (!basic.has(char) && !extension.has(char)) return false;
  return true;
}

/** Each character's cost in its encoding's units, in order. */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  const chars = Array.from(text);
  if (encoding === UCS2) return chars.map((char) => char.length);
  return chars.map((char) => (extension.has(char) ? 2 : 1));
}

export function smsLength(text: string): SmsLength {
  const encoding: SmsEncoding = isGsm7(text) ? GSM7 : UCS2;
  const costs = unitsOf(text, encoding);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, part } = LIMITS[encoding];
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1 };
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > part) {
      segments++;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, segments };
}

export function smsSegments(text: string): number {
  return smsLength(text).segments;
}

/**
 * Typographic punctuation as its GSM-7 look-alike: one curly quote or dash in an English title
 * would otherwise make the whole message UCS-2, at less than half the characters per segment.
 */
const LOOK_ALIKES: [RegExp, string][] = [
  [/[‘’‚‛′]/g, "'"],
  [/[“”„‟″«»]/g, '"'],
  [/[‐‑‒–—―−]/g, "-"],
  [/…/g, "..."],
  [/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " "],
  [/[\u200b-\u200d\u2060\ufeff]/g, ""],
];

export function gsmLookAlikes(text: string): string {
  return LOOK_ALIKES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}
