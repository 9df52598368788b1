// Control characters never occur in extracted text.
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

export function excerptPieces(excerpt: string): [string, boolean][] {
  const pieces: [string, boolean][] = [];
  for (const part of excerpt.split(MATCH_START)) {
    const [matched, rest] = part.includes(MATCH_END) ? part.split(MATCH_END, 2) : [null, part];
    if (matched) pieces.push([matched, true]);
    if (rest) pieces.push([rest, false]);
  }
  return pieces;
}
