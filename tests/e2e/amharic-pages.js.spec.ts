import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";

/**
 * An admin writes the Amharic version of the About page, with JavaScript (the Markdown editor)
 * and without (the plain textarea), in one test so the two never edit the page at once (the
 * other page editing tests use Privacy and Terms). Amharic readers get it; where a part is left
 * empty they get the English, marked lang="en".
 */

async function adminPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await login(page, DEMO.admin);
  return page;
}

/** Both Markdown editors took over from their textareas (text typed before would be lost). */
async function editorsReady(page: Page) {
  await expect(page.locator(".w-md-editor")).toHaveCount(2);
  await expect(page.locator("textarea.markdown-input")).toHaveCount(2);
  for (const textarea of await page.locator("textarea.markdown-input").all()) {
    await expect(textarea).toBeHidden();
  }
}

async function saveAbout(page: Page, javaScript: boolean, title: string, body: string) {
  await page.goto("/admin/pages/about");
  if (javaScript) await editorsReady(page);
  await page.getByLabel("Amharic title").fill(title);
  await page.getByLabel("Amharic page text (Markdown)").fill(body);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Page saved.")).toBeVisible();
}

test("the About page's Amharic version is written with JavaScript on and off", async ({
  browser,
}) => {
  test.slow();
  const withScript = await adminPage(browser, true);
  const original = {
    title: await (async () => {
      await withScript.goto("/admin/pages/about");
      return withScript.getByLabel("Amharic title").inputValue();
    })(),
    body: await withScript.getByLabel("Amharic page text (Markdown)").inputValue(),
  };
  expect(original.title).toBe("ስለ እኛ");

  try {
    // With the editor: a preview of both versions, then saved.
    await withScript.goto("/admin/pages/about");
    await editorsReady(withScript);
    await withScript.getByLabel("Amharic page text (Markdown)").fill("## የሙከራ ርዕስ\n\nአዲስ **ጽሑፍ**።");
    await withScript.getByRole("button", { name: "Preview", exact: true }).click();
    // Until the answer comes the preview shows the saved text (three headings): a strict
    // locator would fail at once on them, so wait for the one heading first.
    const previewHeadings = withScript
      .getByRole("region", { name: "Preview" })
      .locator('[lang="am"] h2');
    await expect(previewHeadings).toHaveCount(1);
    await expect(previewHeadings).toHaveText("የሙከራ ርዕስ");
    await saveAbout(withScript, true, "ስለ ቴንደርሊንክ", "## የሙከራ ርዕስ\n\nአዲስ **ጽሑፍ**።");

    const reader = withScript;
    await reader.goto("/about?lng=am");
    await expect(reader.locator("article h1")).toHaveText("ስለ ቴንደርሊንክ");
    await expect(reader.locator("article h1")).not.toHaveAttribute("lang", /./);
    await expect(reader.locator("article h2")).toHaveText("የሙከራ ርዕስ");
    await expect(reader.locator("article [lang=en]")).toHaveCount(0);
    await reader.goto("/about?lng=en");
    await expect(reader.locator("article h1")).toHaveText("About Us");

    // Without JavaScript: the text emptied, so Amharic readers get the English text, marked.
    const withoutScript = await adminPage(browser, false);
    await saveAbout(withoutScript, false, "ስለ እኛ", "");
    await withoutScript.goto("/about?lng=am");
    await expect(withoutScript.locator("html")).toHaveAttribute("lang", "am");
    await expect(withoutScript.locator("article h1")).toHaveText("ስለ እኛ");
    const body = withoutScript.locator("article > div");
    await expect(body).toHaveAttribute("lang", "en");
    await expect(body.getByRole("heading", { name: "Mission" })).toBeVisible();
    await withoutScript.context().close();
  } finally {
    await saveAbout(withScript, true, original.title, original.body);
    await withScript.context().close();
  }
});
