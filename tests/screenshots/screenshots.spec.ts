import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "../e2e/fixtures";

const OUT = "docs/screenshots";
const WIDTHS = { phone: 375, desktop: 1280 } as const;

/**
 * The demo data is dated relative to the moment it was loaded, so the dates a page prints move
 * with the day the screenshots are taken. They are rewritten to fixed stand-ins (same shape,
 * same length class) so a run on another day changes no pixel that matters.
 */
async function fixClockText(page: Page) {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const dates = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) \d{4}\b/g;
    const times = /\b\d{2}:\d{2}( EAT)\b/g;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const fixed = text.replace(dates, "2 Mar 2026").replace(times, "10:00$1");
      if (fixed !== text) node.textContent = fixed;
    }
  });
}

async function shoot(page: Page, name: string) {
  // Hydrated first: React would put back text changed before it takes over the page.
  await page.waitForLoadState("networkidle");
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === "phone" ? 812 : 900 });
    await fixClockText(page);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}

test("landing", async ({ page }) => {
  await page.goto("/");
  await shoot(page, "landing");
});

test("list, detail and alerts of a signed-in user", async ({ page }) => {
  await login(page, DEMO.user);
  await page.goto("/home");
  await shoot(page, "list");

  await page.locator("article.tender-card h2 a").first().click();
  await expect(page).toHaveURL(/\/tenders\/\d+$/);
  await shoot(page, "detail");

  // One profile, so the page shows what a profile looks like rather than the empty state.
  await page.goto("/alerts/new");
  await page.getByLabel("Name", { exact: true }).fill("Road works in Oromia");
  await page.getByLabel("Include keywords").fill("road, bridge");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page).toHaveURL(/\/alerts\?notice=created$/);
  await page.goto("/alerts");
  await shoot(page, "alerts");
});

test("account settings", async ({ page }) => {
  await login(page, DEMO.user);
  await page.goto("/account");
  await shoot(page, "account");
});

/** /account with its language setting, in English and in Amharic (?lng=: the demo account stays English). */
test("account language setting in both languages", async ({ page }) => {
  await login(page, DEMO.user);
  await page.goto("/account#account-language");
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await shoot(page, "account-language");
  await page.goto("/account?lng=am#account-language");
  await expect(page.locator("html")).toHaveAttribute("lang", "am");
  await expect(page.getByRole("radio", { name: "አማርኛ" })).toBeChecked();
  await shoot(page, "am/account-language");
});

test("admin tender form", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders/create");
  await expect(page.locator(".ql-editor")).toBeVisible();
  await shoot(page, "admin-tender-form");
});

test("admin tender copy and duplicate warning", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders");
  await page
    .getByRole("link", { name: /^Copy / })
    .first()
    .click();
  await expect(page.locator(".ql-editor")).toBeVisible();
  await shoot(page, "admin-tender-copy");
  // The copy as it stands (same title and organisation) is a possible duplicate of its source.
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByRole("button", { name: "Save anyway" })).toBeVisible();
  await shoot(page, "admin-tender-duplicate");
});

test("admin tender import preview", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/admin/tenders/import");
  const rows = [
    "title,organisation,closing_date (EAT),region,source,language,categories",
    "Construction of the Adama–Sire rural road,Oromia Roads Authority,2031-08-01 10:00,Oromia,Addis Zemen,English,Construction & Civil Works",
    "Supply of laboratory reagents,Adama Hospital,2031-13-01 10:00,Oromia,Reporter,English,",
    "Printing of exam papers,Ministry of Education,2031-08-03 10:00,Atlantis,Reporter,English,",
    "Supply of office furniture,Addis Ababa University,2031-08-05 10:00,Addis Ababa,Capital,english,",
  ];
  await page.getByLabel("File to import (.csv or .xlsx)").setInputFiles({
    name: "tenders-november.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(rows.join("\r\n")),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.locator("#import-summary")).toBeVisible();
  await shoot(page, "admin-tender-import");
});

test("admin users", async ({ page }) => {
  // One deactivated account (made here, never a demo one), so both states show.
  const registered = await page.request.post("/api/auth/register", {
    data: {
      fullname: "Tsehay Bekele",
      email: "tsehay.bekele@example.et",
      phone: "0911223344",
      company: "Addis Building Materials PLC",
      password: "a-good-password",
    },
  });
  expect(registered.status()).toBe(201);
  await login(page, DEMO.superadmin);
  await page.goto("/admin/users?q=tsehay");
  await page.getByRole("button", { name: "Deactivate: Tsehay Bekele" }).click();
  await expect(page.getByText(/^Account deactivated/)).toBeVisible();
  await page.goto("/admin/users?sort=newest");
  await shoot(page, "admin-users");
});

/** The main screens in Amharic at phone width (issue 15), in docs/screenshots/am/. */
test("main screens in Amharic at 375 px", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "am-ET",
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  const shootAm = async (name: string) => {
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${OUT}/am/${name}-375.png`, fullPage: true });
  };
  await page.goto("/");
  await shootAm("landing");
  await page.goto("/home");
  await shootAm("list");
  await page.goto("/register");
  await page.locator("form button[type=submit]").click();
  await shootAm("register-errors");
  await page.goto("/login");
  await page.locator("input[name=email]").fill(DEMO.user);
  await page.locator("input[name=password]").fill("demo-pass-2026");
  await page.locator("form button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  // Signing in brings the demo account's English: ?lng=am asks for Amharic page by page.
  await page.goto("/home?lng=am");
  const detail = await page.locator("article.tender-card h2 a").first().getAttribute("href");
  await page.goto(`${detail}?lng=am`);
  await shootAm("detail");
  await page.goto("/alerts?lng=am");
  await shootAm("alerts");
  await context.close();
});

/** Catalogue upkeep (issue 16): a metadata tab with its actions, a rename and a merge page. */
test("catalogue upkeep", async ({ page }) => {
  await login(page, DEMO.superadmin);
  await page.goto("/admin/metadata?tab=sources");
  await shoot(page, "admin-metadata");
  // Views only: the demo catalogue is never renamed or deleted here.
  await page.getByRole("link", { name: "Rename" }).first().click();
  await expect(page.getByLabel("New name")).toBeVisible();
  await shoot(page, "admin-catalogue-rename");
  await page.goto("/admin/metadata?tab=sources");
  await page
    .getByRole("link", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByLabel("Merge into")).toBeVisible();
  await shoot(page, "admin-catalogue-merge");
  await page.goto("/admin/categories");
  await page.getByRole("link", { name: "Detail" }).first().click();
  await expect(page.getByRole("complementary")).toBeVisible();
  await shoot(page, "admin-category-detail");
});

/** The teaser a visitor gets from a shared link, with its share control open, in both languages. */
test("tender teaser and share control, English and Amharic", async ({ browser }) => {
  for (const [locale, folder] of [
    ["en", ""],
    ["am", "am/"],
  ] as const) {
    const context = await browser.newContext({ locale: locale === "am" ? "am-ET" : "en-GB" });
    const page = await context.newPage();
    await page.goto(`/tenders/1?lng=${locale}`);
    await page.locator(".tender-teaser summary").click();
    for (const width of Object.values(WIDTHS)) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.screenshot({ path: `${OUT}/${folder}tender-teaser-${width}.png`, fullPage: true });
    }
    // A visitor's list: each card has the same control.
    await page.goto(`/home?lng=${locale}`);
    await page.locator("article.tender-card summary").first().click();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${OUT}/${folder}tender-card-share-375.png` });
    await context.close();
  }
});

/**
 * The site's picture for link previews (Open Graph, Twitter cards): 1200×630, drawn here once
 * and kept as public/og-image.png.
 */
test("link preview image", async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<!doctype html>
    <html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;
      justify-content:center;padding:0 96px;box-sizing:border-box;background:#0b6e4f;color:#fff;
      font-family:'Noto Sans','Noto Sans Ethiopic',sans-serif">
      <div style="display:flex;align-items:center;gap:28px">
        <svg width="120" height="120" viewBox="0 0 32 32"><rect width="32" height="32" rx="6"
          fill="#fff"/><path d="M8 9h16v3h-6.5v12h-3V12H8z" fill="#0b6e4f"/></svg>
        <div style="font-size:96px;font-weight:700;letter-spacing:-2px">TenderLink</div>
      </div>
      <div style="margin-top:40px;font-size:48px;font-weight:600">Public tenders in Ethiopia</div>
      <div style="margin-top:12px;font-size:40px">የኢትዮጵያ የመንግሥት ጨረታዎች</div>
      <div style="margin-top:40px;font-size:30px;color:#f2a541">
        Daily alerts by email, Telegram and SMS</div>
    </body></html>`);
  await page.screenshot({ path: "public/og-image.png" });
});
