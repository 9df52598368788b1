/**
 * Control characters (Unicode Cc: C0, DEL and C1) other than tab, line feed and carriage
 * return. No search or filter a person types holds them, and PostgreSQL cannot store or
 * compare NUL in text at all: the driver's message breaks, which looked like a lost database
 * (503). Tab and line breaks are whitespace a pasted search may carry; they are read as spaces.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** The query parameters whose name or value holds a control character, each named once. */
export function paramsWithControlCharacters(params: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const [name, value] of params) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) names.add(name);
  }
  return [...names];
}

/**
 * Where a parsed JSON body holds a control character, in a key or a string: each place as its
 * path (`items.0.name`, `` for the body itself), at most `limit` of them. Walked without
 * recursion, as a body may nest thousands of levels deep.
 */
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
