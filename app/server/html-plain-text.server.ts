import sanitizeHtml from "sanitize-html";

// Where a block ends the text breaks a line; a table cell ends with a tab, so a row stays one line.
const LINE_ENDS = /<\/(p|h[1-6]|li|tr|blockquote|pre|caption|table|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/gi;
const CELL_ENDS = /<\/(td|th)>/gi;

// sanitize-html escapes exactly these in the text it keeps.
const ESCAPED: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

export function htmlToPlainText(html: string): string {
  const marked = html
    .replace(LINE_ENDS, (tag) => `${tag}\n`)
    .replace(CELL_ENDS, (tag) => `${tag}\t`);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity) => ESCAPED[entity]!,
  );
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \u00a0]+/g, " ")
        .replace(/\s+$/, "")
        .replace(/^ /, ""),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
