import { sanitizeRichText } from "~/server/html-sanitizer.server";

const TABLE = /<table\b[^>]*>([\s\S]*?)<\/table>/gi;
const FIRST_ROW = /^(\s*(?:<tbody\b[^>]*>)?\s*)(<tr\b[^>]*>[\s\S]*?<\/tr>)/i;

/**
 * Quill's table module only knows <td>, but every table the editor inserts is "3×3 with a
 * header row". So a table without <thead> gets its first row promoted to a header row
 * (<thead><tr><th>…</th></tr></thead>), which the public page styles as one.
 */
function promoteHeaderRows(html: string): string {
  return html.replace(TABLE, (table: string, inner: string) => {
    if (/<thead\b/i.test(inner) || /<th\b/i.test(inner)) return table;
    const match = FIRST_ROW.exec(inner);
    if (!match) return table;
    const [whole, prefix = "", row = ""] = match;
    const headerRow = row.replace(/<(\/?)td\b/gi, "<$1th");
    const rest = inner.slice(whole.length);
    const openTag = table.slice(0, table.indexOf(">") + 1);
    // prefix may hold "<tbody>": the header moves in front of it, the body keeps the other rows.
    return `${openTag}<thead>${headerRow}</thead>${prefix}${rest}</table>`;
  });
}

/**
 * The description as stored: trimmed, tables given header rows, then passed through the one
 * sanitizer allowlist (which runs last, so nothing above can let unsafe markup through).
 */
export function prepareDescription(html: string): string {
  const trimmed = html.trim();
  if (!trimmed || isEmptyEditorValue(trimmed)) return "";
  return sanitizeRichText(promoteHeaderRows(trimmed)).trim();
}

/** Quill sends "<p><br></p>" for an empty editor: that is no description. */
function isEmptyEditorValue(html: string): boolean {
  return /^(<p>(<br\s*\/?>|\s|&nbsp;)*<\/p>)+$/i.test(html);
}

/**
 * Every table of sanitized HTML inside a wrapper that scrolls sideways, so a wide table on a
 * phone scrolls instead of breaking its words letter by letter. Sanitized HTML is well formed,
 * so each closing tag pairs with an opening one, nested tables included. Keyboard users can
 * focus the wrapper to scroll it. For the page only: the API returns the description as stored.
 */
export function scrollableTables(html: string): string {
  return html
    .replace(/<table\b/gi, '<div class="table-scroll" tabindex="0"><table')
    .replace(/<\/table>/gi, "</table></div>");
}
