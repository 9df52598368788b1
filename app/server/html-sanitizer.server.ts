import sanitizeHtml from "sanitize-html";

const ALIGN = /^(left|center|right|justify)$/;

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h1",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "p",
      "br",
      "hr",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "blockquote",
      "ul",
      "ol",
      "li",
      "a",
      "table",
      "thead",
      "tbody",
      "tfoot",
      "tr",
      "th",
      "td",
      "caption",
      "code",
      "pre",
      "span",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      th: ["colspan", "rowspan", "data-row"],
      td: ["colspan", "rowspan", "data-row"],
      "*": ["class", "style"],
    },
    allowedClasses: { "*": [/^ql-align-(center|right|justify)$/, /^ql-indent-\d$/] },
    allowedStyles: { "*": { "text-align": [ALIGN] } },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
    },
  });
}
