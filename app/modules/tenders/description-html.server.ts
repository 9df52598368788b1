import { sanitizeRichText } from "~/server/html-sanitizer.server";

const TABLE = /<table\b[^>]*>([\s\S]*?)<\/table>/gi;
const FIRST_ROW = /^(\s*(?:<tbody\b[^>]*>)?\s*)(<tr\b[^>]*>[\s\S]*?<\/tr>)/i;

/** Quill only knows <td>, but every table the editor inserts is meant to have a header row. */
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

/** The sanitizer runs last, so nothing above can let unsafe markup through. */
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
 * A wide table on a phone scrolls instead of breaking words letter by letter. Needs sanitized,
 * well-formed HTML; page only, the API returns the description as stored.
 */
export function scrollableTables(html: string): string {
  return html
    .replace(/<table\b/gi, '<div class="table-scroll" tabindex="0"><table')
    .replace(/<\/table>/gi, "</table></div>");
}
