// PostgreSQL cannot store or compare NUL in text: the driver's error looked like a lost database
// (503). Tab and line breaks are read as spaces.
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

export function paramsWithControlCharacters(params: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const [name, value] of params) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) names.add(name);
  }
  return [...names];
}

/** Walked without recursion, as a body may nest thousands of levels deep. */
export function jsonPathsWithControlCharacters(body: unknown, limit = 20): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[body, ""]];
  while (pending.length && found.length < limit) {
    const [value, path] = pending.pop()!;
    if (typeof value === "string") {
      if (hasControlCharacter(value)) found.push(path);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasControlCharacter(key)) found.push(itemPath);
        else pending.push([item, itemPath]);
      }
    }
  }
  return found.slice(0, limit);
}
