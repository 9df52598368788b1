import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "~/server/html-sanitizer.server";

describe("sanitizeRichText", () => {
  it("keeps headings, tables and alignment", () => {
    const html =
      '<h2 class="ql-align-center">Lots</h2><table><thead><tr><th>Item</th></tr></thead><tbody><tr><td style="text-align:right">5</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>Hi<a rel="noopener noreferrer nofollow">x</a></p>');
  });
});
