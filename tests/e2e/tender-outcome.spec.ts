import { expect, test, type Page } from "@playwright/test";
import { withDatabase } from "./api-helpers";
import { samplePath, uniqueTitle } from "./admin-tenders-helpers";
import { DEMO, login } from "./fixtures";
import { closedTender } from "./outcome-helpers";

/** With JavaScript the removal asks first. */
function acceptConfirmations(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
}

async function fillAward(page: Page, values: { supplier: string; lot?: string; amount: string }) {
  await page.getByLabel("Supplier").fill(values.supplier);
  if (values.lot) await page.getByLabel("Lot", { exact: true }).fill(values.lot);
  await page.getByLabel("Amount").fill(values.amount);
  await page.getByLabel("Award date").fill("2026-11-20");
}

test("an admin records awards with a notice, is warned of a lot awarded twice, edits and removes them", async ({
  page,
}, testInfo) => {
  test.slow();
  acceptConfirmations(page);
  const title = uniqueTitle(testInfo, "awarded");
  const id = await closedTender(title);
  await login(page, DEMO.admin);
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  await page.getByRole("link", { name: `Outcome ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Tender outcome" })).toBeVisible();
  await expect(page.getByText("Pending: no outcome recorded yet.")).toBeVisible();

  // Refused input is kept and explained, nothing saved.
  await fillAward(page, { supplier: "Abebe Trading PLC", amount: "-5" });
  await page.getByRole("button", { name: "Record award" }).click();
  await expect(page.getByText(/The amount must be a positive number/)).toBeVisible();
  await expect(page.getByLabel("Supplier")).toHaveValue("Abebe Trading PLC");

  await page.getByLabel("Amount").fill("1,250,000.5");
  await page.getByLabel("Upload the award notice").setInputFiles(samplePath("pdf"));
  await page.getByRole("button", { name: "Record award" }).click();
  await expect(page.getByText("Award recorded.")).toBeVisible();
  await expect(page.getByText("Outcome: Awarded.")).toBeVisible();
  const table = page.locator(".data-table");
  await expect(table).toContainText("Abebe Trading PLC");
  await expect(table).toContainText("1,250,000.50 birr");
  await expect(table.getByRole("link", { name: "sample.pdf" })).toBeVisible();
  // A fresh form after the save: nothing of the last award (its file neither) is sent again.
  await expect(page.getByLabel("Supplier")).toHaveValue("");
  await expect(page.getByLabel("Lot", { exact: true })).toHaveValue("2");

  // The same lot again: a warning with the award it would replace, then Replace.
  await fillAward(page, { supplier: "Kebede Supplies", lot: "1", amount: "900" });
  await page.getByLabel("Currency").fill("usd");
  await page.getByRole("button", { name: "Record award" }).click();
  await expect(page.getByText("Lot 1 is already awarded: nothing was saved")).toBeVisible();
  await expect(page.locator(".duplicate-warning")).toContainText("Abebe Trading PLC");
  await expect(page.getByLabel("Supplier")).toHaveValue("Kebede Supplies");
  await page.getByRole("button", { name: "Replace the award of lot 1" }).click();
  await expect(page.getByText("Award recorded.")).toBeVisible();
  await expect(table).toContainText("Kebede Supplies");
  await expect(table).toContainText("USD 900.00");
  await expect(table).not.toContainText("Abebe Trading PLC");

  // A second lot, then the first edited onto it: refused; then edited to lot 3.
  await fillAward(page, { supplier: "Abebe Trading PLC", lot: "2", amount: "400" });
  await page.getByRole("button", { name: "Record award" }).click();
  await expect(page.getByText("Award recorded.")).toBeVisible();
  // Lot 1's notice went with the award it replaced; lot 2 got no file sent again.
  await expect(table.getByRole("link", { name: "sample.pdf" })).toHaveCount(0);
  await page.getByRole("link", { name: "Edit lot 1" }).click();
  await expect(page.getByRole("heading", { name: "Change the award of lot 1" })).toBeVisible();
  await expect(page.getByLabel("Supplier")).toHaveValue("Kebede Supplies");
  await page.getByLabel("Lot", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Save award" }).click();
  await expect(page.getByText(/This lot is already awarded/).first()).toBeVisible();
  await page.getByLabel("Lot", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Save award" }).click();
  await expect(page.getByText("Award saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit lot 3" })).toBeVisible();

  // An awarded tender cannot be cancelled: the forms are gone until its awards are.
  await expect(page.getByRole("button", { name: "Cancel the tender" })).toHaveCount(0);
  await page.getByRole("button", { name: "Remove lot 2" }).click();
  await expect(page.getByText("Award removed.")).toBeVisible();
  await page.getByRole("button", { name: "Remove lot 3" }).click();
  await expect(page.getByText("Award removed.")).toBeVisible();
  await expect(page.getByText("Pending: no outcome recorded yet.")).toBeVisible();
  await expect(page.getByText("No awards recorded.")).toBeVisible();
  expect(page.url()).toContain(`/admin/tenders/${id}/outcome`);
});

test("an admin cancels a tender with a reason, clears it and marks it failed, re-advertised", async ({
  page,
}, testInfo) => {
  test.slow();
  const title = uniqueTitle(testInfo, "cancelled");
  const id = await closedTender(title);
  const again = await closedTender(`${title} again`);
  await login(page, DEMO.admin);
  await page.goto(`/admin/tenders/edit/${id}`);
  await page.getByRole("link", { name: "Outcome: awards, cancellation" }).click();

  await page.getByRole("button", { name: "Cancel the tender" }).click();
  await expect(page.getByText("Give the reason.")).toBeVisible();
  await page.getByLabel("Reason for cancelling").fill("Budget withdrawn by the buyer");
  await page.getByRole("button", { name: "Cancel the tender" }).click();
  await expect(page.getByText("The tender is marked cancelled.")).toBeVisible();
  await expect(page.getByText("Cancelled. Reason: Budget withdrawn by the buyer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Record award" })).toHaveCount(0);

  await page.getByRole("button", { name: "Clear the outcome" }).click();
  await expect(
    page.getByText("The outcome was cleared: the tender is pending again."),
  ).toBeVisible();

  await page.getByLabel("Why it failed").fill("No responsive bid");
  await page.getByLabel("Re-advertised as tender number (optional)").fill(String(id));
  await page.getByRole("button", { name: "Mark as failed" }).click();
  await expect(page.getByText("A tender cannot be its own re-advertisement.")).toBeVisible();
  await expect(page.getByLabel("Why it failed")).toHaveValue("No responsive bid");
  await page.getByLabel("Re-advertised as tender number (optional)").fill(String(again));
  await page.getByRole("button", { name: "Mark as failed" }).click();
  await expect(page.getByText("The tender is marked failed.")).toBeVisible();
  await expect(page.locator(".outcome-state")).toContainText(`Re-advertised as #${again}`);
});

test("only admins reach the outcome screen", async ({ page }, testInfo) => {
  const id = await closedTender(uniqueTitle(testInfo, "guarded"));
  await page.goto(`/admin/tenders/${id}/outcome`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await login(page, DEMO.user);
  await page.goto(`/admin/tenders/${id}/outcome`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const post = await page.request.post(`/admin/tenders/${id}/outcome`, {
    form: { intent: "cancel", reason: "Not mine to cancel" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  const outcome = await withDatabase((db) =>
    db.query("select 1 from tender_outcomes where tender_id = $1", [id]),
  );
  expect(outcome.rowCount).toBe(0);
});

test("a reader sees a tender's outcome on its page and finds tenders by outcome in the archive", async ({
  page,
}, testInfo) => {
  test.slow();
  const title = uniqueTitle(testInfo, "reader");
  const [awarded, cancelled, failed, again] = await Promise.all(
    ["awarded", "cancelled", "failed", "again"].map((label) => closedTender(`${title} ${label}`)),
  );
  await withDatabase(async (db) => {
    const supplier = await db.query<{ id: number }>(
      `insert into suppliers (name, slug) values ($1, $2) returning id`,
      [`Tana Supplies ${title}`, `tana-${awarded}`],
    );
    await db.query(
      `insert into awards (tender_id, lot, supplier_id, amount, currency, awarded_on, note)
       values ($1, 2, $2, 1250000.5, 'ETB', '2026-11-20', 'Framework agreement')`,
      [awarded, supplier.rows[0]!.id],
    );
    await db.query(
      `insert into tender_outcomes (tender_id, status, reason, readvertised_tender_id) values
         ($1, 'awarded', null, null), ($2, 'cancelled', 'Budget withdrawn', null),
         ($3, 'failed', 'No responsive bid', $4)`,
      [awarded, cancelled, failed, again],
    );
  });
  await login(page, DEMO.user);
  await page.goto(`/tenders/${awarded}`);
  const outcome = page.getByRole("region", { name: /Outcome/ });
  await expect(outcome).toContainText("Awarded");
  await expect(outcome).toContainText(`Tana Supplies ${title}`);
  await expect(outcome).toContainText("1,250,000.50 birr");
  await expect(outcome).toContainText("20 Nov 2026");
  await expect(outcome).toContainText("Framework agreement");
  await page.goto(`/tenders/${cancelled}`);
  await expect(page.getByText("This tender was cancelled. Reason: Budget withdrawn")).toBeVisible();
  await page.goto(`/tenders/${failed}`);
  await expect(page.getByText("This tender failed. Reason: No responsive bid")).toBeVisible();
  await page.getByRole("link", { name: `${title} again` }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${again}$`));

  // The filter panel's Outcome, applied to a search: the archive, with the mark on each card.
  await page.goto(`/home?${new URLSearchParams({ q: title })}`);
  await page.getByLabel("Outcome").selectOption({ label: "Cancelled" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/outcome=cancelled/);
  // An outcome asks for the archive, as Bidding: Closed does.
  await expect(
    page.getByRole("link", { name: "Include closed tenders (archive)" }),
  ).toHaveAttribute("aria-current", "page");
  const cards = page.locator(".tender-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${title} cancelled`);
  await expect(cards.first().locator(".outcome-mark")).toHaveText("Cancelled");
  // Every link keeps it: the other scope drops it (an outcome asks for the archive).
  await expect(page.getByRole("link", { name: "Open tenders" })).not.toHaveAttribute(
    "href",
    /outcome=/,
  );
  await page.goto(`/home?${new URLSearchParams({ q: title, outcome: "pending" })}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${title} again`);
});
