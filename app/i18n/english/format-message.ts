/**
 * English messages as the English browser build carries them: compiled at build time by
 * Lingui's own compiler (english-messages-babel.ts) into a string, or tokens for a message with
 * placeholders: text, `[name]`, or `[name, "plural" | "select", branches]`. Formatting follows
 * Lingui's runtime, which renders the same messages on the server, so hydration finds the same
 * text (tests/unit/english-messages.test.ts compares the two on every catalogued message).
 */
type CompiledToken = string | [string] | [string, string, Record<string, CompiledMessage>];
export type CompiledMessage = string | CompiledToken[];
export type MessageValues = Record<string, unknown>;

/** Stands for `#` inside a plural branch until the branch is chosen, as Lingui does. */
const COUNT_MARK = "\u0000#\u0000";
const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

const pluralRules = new Intl.PluralRules("en");
const numberFormat = new Intl.NumberFormat("en");

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

function formatTokens(message: CompiledMessage, values: MessageValues, inPlural: boolean): string {
  if (!Array.isArray(message)) return message;
  let text = "";
  for (const token of message) {
    if (typeof token === "string") {
      text += token === "#" && inPlural ? COUNT_MARK : token;
      continue;
    }
    const [name, type, branches] = token;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (type === "plural" && branches) {
      const count = Number(value);
      const branch =
        branches[String(value)] ?? branches[pluralRules.select(count)] ?? branches.other;
      text += formatTokens(branch ?? "", values, true).replaceAll(COUNT_MARK, formatNumber(count));
    } else if (type === "select" && branches) {
      const key = String(value);
      const branch = Object.hasOwn(branches, key) ? branches[key] : branches.other;
      text += formatTokens(branch ?? "", values, false);
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}

/** The message's text with its values in place. */
export function formatMessage(message: CompiledMessage, values: MessageValues = {}): string {
  const text = formatTokens(message, values, false);
  return text.includes("\\")
    ? text.replace(ESCAPE, (_, unicode: string | undefined, hex: string | undefined) =>
        String.fromCharCode(parseInt(unicode ?? hex ?? "", 16)),
      )
    : text;
}
