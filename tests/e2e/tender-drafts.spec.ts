// Issue 19, point 2, in the browser (with and without JavaScript): a draft is seen by its
// publisher only until it is published; a schedule in the past is refused with the reason and
// the form as it was typed.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";
import {
  fillTenderBasics,
  openTenderForm,
  tenderIdByTitle,
  uniqueTitle,
} from "./admin-tenders-helpers";

async function signOut(page: Page) {
  await page.context().clearCookies();
}

/** Whether the public list, searched for `title`, shows it (visitor or signed-in alike). */
async function listed(page: Page, title: string): Promise<boolean> {
  await page.goto(`/tenders?${new URLSearchParams({ q: title })}`);
  return (await page.getByRole("link", { name: title, exact: true }).count()) > 0;
}

test("a draft is invisible to visitors, users and feeds until its publisher publishes it", async ({
  page,
}, testInfo) => {
  // Four sign-ins, a form with JavaScript's editor and a publication: minutes on a busy machine.
  test.setTimeout(240_000);
  const title = uniqueTitle(testInfo, "draft");
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  await page.getByLabel("Save as a draft").check();
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();
  const id = await tenderIdByTitle(page, title);

  // The admin list says what it is, and its filter finds it among the drafts.
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title, publication: "draft" })}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell", { name: "Draft", exact: true })).toBeVisible();
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title, publication: "published" })}`);
  await expect(page.getByText("No tenders found.")).toBeVisible();
  // Its publisher previews it.
  await page.goto(`/tenders/${id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Preview of a draft")).toBeVisible();

  await signOut(page);
  expect(await listed(page, title)).toBe(false);
  const feed = await page.request.get(`/feeds/tenders.rss?${new URLSearchParams({ q: title })}`);
  // The search words are in the feed's own title; no item links to the draft.
  expect(await feed.text()).not.toContain(`/tenders/${id}<`);
  await login(page, DEMO.user);
  const hidden = await page.goto(`/tenders/${id}`);
  expect(hidden?.status()).toBe(404);
  expect(await listed(page, title)).toBe(false);

  await signOut(page);
  await login(page, DEMO.admin);
  await page.goto(`/admin/tenders/edit/${id}`);
  await page.getByRole("button", { name: `Publish now ${title}` }).click();
  await expect(page.getByText("Tender published.")).toBeVisible();
  await expect(page.getByText("Status: Published")).toBeVisible();
  await expect(page.getByRole("button", { name: `Publish now ${title}` })).toHaveCount(0);

  await signOut(page);
  expect(await listed(page, title)).toBe(true);
  const published = await page.request.get(
    `/feeds/tenders.rss?${new URLSearchParams({ q: title })}`,
  );
  expect(await published.text()).toContain(`/tenders/${id}<`);
  await login(page, DEMO.user);
  const shown = await page.goto(`/tenders/${id}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Preview of a draft")).toHaveCount(0);
});

test("a schedule in the past is refused with the reason beside it, the form kept, nothing stored", async ({
  page,
}, testInfo) => {
  test.slow();
  const title = uniqueTitle(testInfo, "past schedule");
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  await page.getByLabel("Schedule", { exact: true }).check();
  await page.getByLabel("Publish at (East Africa Time)").fill("2020-01-15T09:00");
  await page.getByRole("button", { name: "Submit Tender" }).click();

  await expect(
    page.getByText("Choose a publication time in the future, or publish now."),
  ).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Schedule", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Publish at (East Africa Time)")).toHaveValue("2020-01-15T09:00");
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  await expect(page.getByText("No tenders found.")).toBeVisible();
});

test("a tender scheduled for later is listed as scheduled and hidden from users", async ({
  page,
}, testInfo) => {
  test.slow();
  const title = uniqueTitle(testInfo, "scheduled");
  await login(page, DEMO.admin);
  await openTenderForm(page, testInfo);
  await fillTenderBasics(page, title);
  await page.getByLabel("Schedule", { exact: true }).check();
  await page.getByLabel("Publish at (East Africa Time)").fill("2036-06-01T08:30");
  await page.getByRole("button", { name: "Submit Tender" }).click();
  await expect(page.getByText("Tender submitted successfully!")).toBeVisible();
  const id = await tenderIdByTitle(page, title);
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title, publication: "scheduled" })}`);
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: title })
      .getByText(/^Scheduled for /),
  ).toContainText("8:30");

  await signOut(page);
  await login(page, DEMO.user);
  expect((await page.goto(`/tenders/${id}`))?.status()).toBe(404);
  expect(await listed(page, title)).toBe(false);
});
