import { expect, test, type Page } from "@playwright/test";
import { withDatabase } from "./api-helpers";
import { DEMO, jsEnabled, login } from "./fixtures";
import {
  fillTenderBasics,
  openTenderForm,
  tenderIdByTitle,
  uniqueTitle,
} from "./admin-tenders-helpers";

/** Publishes a tender through the form and returns its id. */
async function publish(
  page: Page,
  testInfo: Parameters<typeof openTenderForm>[1],
  title: string,
  organisation: string,
  closingDate?: string,
) {
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  if (closingDate) {
    await page.getByLabel("Closing date").fill(closingDate);
    await page.getByLabel("Opening date").fill(closingDate.replace("T10:00", "T10:30"));
  }
  await page.getByLabel("Issuing organisation (optional)").fill(organisation);
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();
  return tenderIdByTitle(page, title);
}

test("'Copy to a new tender' opens the create form with the text, catalogue and prices, not dates or documents", async ({
  page,
}, testInfo) => {
  test.slow();
  const title = uniqueTitle(testInfo, "copy source");
  const organisation = `Copy Bureau ${testInfo.project.name}`;
  await login(page, DEMO.admin);
  const id = await publish(page, testInfo, title, organisation);

  await page.goto(`/admin/tenders/edit/${id}`);
  await page.getByRole("link", { name: "Copy to a new tender" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tenders/create\\?copyOf=${id}$`));
  if (jsEnabled(testInfo)) await expect(page.locator(".ql-editor")).toBeVisible();
  await expect(page.getByText(`Copied from #${id}`)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Issuing organisation (optional)")).toHaveValue(organisation);
  await expect(page.getByLabel("Snippet")).toHaveValue("Road works around Adama");
  await expect(page.getByLabel("Language")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Source").locator("option:checked")).toHaveText("Addis Zemen");
  await expect(page.getByLabel("Region").locator("option:checked")).toHaveText("Oromia");
  await expect(page.getByLabel("Categories", { exact: true }).locator("option:checked")).toHaveText(
    "Construction & Civil Works",
  );
  await expect(page.getByLabel("Bid document price (birr)")).toHaveValue("250");
  await expect(page.getByLabel("Bid bond (%)")).toHaveValue("2");
  await expect(page.getByLabel("Closing date")).toHaveValue("");
  await expect(page.getByLabel("Opening date")).toHaveValue("");

  // A re-advertisement: a new title and closing date, saved as a new tender.
  const copyTitle = uniqueTitle(testInfo, "re-advertised");
  await page.getByLabel("Title").fill(copyTitle);
  await page.getByLabel("Closing date").fill("2027-05-03T10:00");
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();
  const copyId = await tenderIdByTitle(page, copyTitle);
  expect(copyId).not.toBe(id);

  // The list offers Copy on every row; a plain user cannot open the copy form.
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  await expect(page.getByRole("link", { name: `Copy ${title}` })).toHaveAttribute(
    "href",
    `/admin/tenders/create?copyOf=${id}`,
  );
  await page.goto("/admin/tenders/create?copyOf=999999999");
  await expect(page.getByText("This tender no longer exists.")).toBeVisible();
});

test("a plain user asking for the copy form is sent to log in", async ({ page }) => {
  await login(page, DEMO.user);
  const response = await page.goto("/admin/tenders/create?copyOf=1");
  expect(page.url()).toContain("/login");
  expect(response?.ok()).toBe(true);
  await expect(page.getByLabel("Title")).toHaveCount(0);
});

test("a re-typed notice of the same organisation is shown as a possible duplicate; 'Save anyway' saves it", async ({
  page,
}, testInfo) => {
  // Two publishes, a refusal, a save anyway and an edit: long on a busy 2-core machine.
  test.setTimeout(180_000);
  const title = uniqueTitle(testInfo, "supply of office furniture for the health bureau");
  const organisation = `Duplicate Bureau ${testInfo.project.name} ${Date.now()}`;
  await login(page, DEMO.admin);
  // A closing day of its own, so the other browser project's notice (a similar title) is not
  // a duplicate of this one; the organisation is this test's own too.
  const closingDate = `2029-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, "0")}T10:00`;
  const id = await publish(page, testInfo, title, organisation, closingDate);

  const retyped = `${title.toLowerCase()}.`;
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, retyped);
  await page.getByLabel("Issuing organisation (optional)").fill(organisation.toUpperCase());
  await page.getByRole("button", { name: "Submit Tender" }).click();

  const warning = page
    .getByRole("alert")
    .filter({ hasText: "Possible duplicate: nothing was saved" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`Possible duplicate of #${id} “${title}”, from Addis Zemen`);
  await expect(warning.getByRole("link", { name: `#${id} “${title}”` })).toHaveAttribute(
    "href",
    `/tenders/${id}`,
  );
  // Nothing saved, and everything typed is still there.
  await expect(page.getByLabel("Title")).toHaveValue(retyped);
  await expect(page.getByLabel("Bid document price (birr)")).toHaveValue("250");
  const stored = () =>
    withDatabase(
      async (client) =>
        (await client.query("select count(*)::int as n from tenders where title = $1", [retyped]))
          .rows[0].n,
    );
  expect(await stored()).toBe(0);

  await page.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();
  expect(await stored()).toBe(1);
  const savedId = await tenderIdByTitle(page, retyped);
  expect(savedId).not.toBe(id);

  // Editing the original now warns about the copy just saved anyway, and changes nothing.
  await page.goto(`/admin/tenders/edit/${id}`);
  if (jsEnabled(testInfo)) await expect(page.locator(".ql-editor")).toBeVisible();
  await page.getByLabel("Title").fill(`${title} (lot 2)`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`Possible duplicate of #${savedId}`)).toBeVisible();
  await page.goto(`/admin/tenders/edit/${id}`);
  await expect(page.getByLabel("Title")).toHaveValue(title);
});
