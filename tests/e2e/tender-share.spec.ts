import { expect, test, type Page } from "@playwright/test";
import { withDatabase } from "./api-helpers";
import { DEMO, DEMO_PASSWORD } from "./fixtures";

// A shared link to a tender, opened by a visitor (JavaScript on and off): the teaser, its link
// preview tags and share control, then signing in back to the whole tender.

const ISO_DATE = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const SHOWN_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;

interface SharedTender {
  id: number;
  title: string;
  snippet: string;
  description: string;
  document: string;
}

/** A published tender with a snippet, a description and a document, as the database has it. */
async function sharedTender(): Promise<SharedTender> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<SharedTender>(
      `select t.id, t.title, t.snippet, t.description,
              (select file_name from tender_documents d where d.tender_id = t.id limit 1) as document
         from tenders t
        where t.published_at <= now() and t.snippet <> '' and length(t.description) > 40
          and exists (select 1 from tender_documents d where d.tender_id = t.id)
        order by t.id limit 1`,
    );
    return rows[0]!;
  });
}

const metaContent = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute("content");

test("a visitor opening a shared link sees the teaser, signs in and lands on the tender", async ({
  page,
  baseURL,
}) => {
  const tender = await sharedTender();
  const response = await page.goto(`/tenders/${tender.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: tender.title })).toBeVisible();
  await expect(page.getByText(tender.snippet, { exact: true })).toBeVisible();

  // Nothing but the card's words: no dates, no description, no documents.
  const html = await page.content();
  expect(html).not.toMatch(ISO_DATE);
  expect(html).not.toMatch(SHOWN_DATE);
  const descriptionWords = tender.description
    .replace(/<[^>]*>/g, " ")
    .trim()
    .slice(0, 40);
  expect(html).not.toContain(descriptionWords);
  expect(html).not.toContain(tender.document);
  expect(html).not.toContain("/documents/");
  await expect(page.getByText("Bid closing date")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Tender Documents" })).toHaveCount(0);

  // Link previews: the tender's title and snippet, absolute addresses.
  const appUrl = new URL(baseURL!).origin;
  expect(await metaContent(page, 'meta[property="og:title"]')).toBe(tender.title);
  expect(await metaContent(page, 'meta[property="og:description"]')).toBe(tender.snippet);
  expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(
    /^https?:\/\/.+\/og-image\.png$/,
  );
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/tenders/${tender.id}$`));
  await expect(page.locator('head link[rel="alternate"][hreflang="am"]')).toHaveAttribute(
    "href",
    `${canonical}?lng=am`,
  );
  const image = await page.request.get(`${appUrl}/og-image.png`);
  expect(image.headers()["content-type"]).toBe("image/png");

  // The share control opens without JavaScript: Telegram's share page and a link to copy.
  await page.locator(".tender-teaser summary", { hasText: "Share" }).click();
  const telegram = page.getByRole("link", { name: "Share on Telegram" });
  await expect(telegram).toBeVisible();
  const shareUrl = new URL((await telegram.getAttribute("href"))!);
  expect(shareUrl.origin + shareUrl.pathname).toBe("https://t.me/share/url");
  expect(shareUrl.searchParams.get("url")).toBe(canonical);
  expect(shareUrl.searchParams.get("text")).toBe(tender.title);
  await expect(page.getByLabel("Link to copy")).toHaveValue(canonical!);

  // Signing in comes back to the whole tender.
  await page.locator(".tender-teaser-call").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${tender.id}$`));
  await expect(page.getByText("Bid closing date")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tender Documents" })).toBeVisible();
  await expect(page.getByText(tender.document).first()).toBeVisible();
  await expect(page.locator(".tender-detail summary", { hasText: "Share" })).toBeVisible();
});

test("a visitor's teaser is in Amharic with ?lng=am; drafts and scheduled tenders are 404", async ({
  page,
}) => {
  const tender = await sharedTender();
  await page.goto(`/tenders/${tender.id}?lng=am`);
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  const call = page.locator(".tender-teaser-call");
  await expect(call.getByRole("link", { name: "ይመዝገቡ" })).toHaveAttribute(
    "href",
    `/register?redirectTo=%2Ftenders%2F${tender.id}`,
  );
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`/tenders/${tender.id}\\?lng=am$`));
  expect(await metaContent(page, 'meta[property="og:locale"]')).toBe("am_ET");

  const hidden = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select id from tenders where published_at is null or published_at > now() limit 3`,
    );
    return rows.map((row) => row.id);
  });
  for (const id of [...hidden, 999999]) {
    expect((await page.goto(`/tenders/${id}`))?.status(), String(id)).toBe(404);
  }
});
