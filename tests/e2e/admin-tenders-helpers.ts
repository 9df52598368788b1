import { randomBytes } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled } from "./fixtures";

const SAMPLES = path.resolve("scripts/seed/files");
export const samplePath = (extension: "pdf" | "docx" | "xlsx") =>
  path.join(SAMPLES, `sample.${extension}`);

/**
 * A title no other test (or browser project) uses. Random letters rather than a timestamp: two
 * timestamps share most of their digits, which made a retry's title a possible duplicate of the
 * first attempt's (the same closing day, docs/decisions/015).
 */
export function uniqueTitle(testInfo: TestInfo, label: string): string {
  const token = randomBytes(6).toString("hex");
  return `E2E ${label} ${testInfo.project.name} ${token}-${testInfo.workerIndex}`;
}

/** With JavaScript, waits until the Quill editor has replaced the textarea. */
export async function openTenderForm(
  page: Page,
  testInfo: TestInfo,
  url = "/admin/tenders/create",
) {
  await page.goto(url);
  if (jsEnabled(testInfo)) await expect(page.locator(".ql-editor")).toBeVisible();
}

/** Fills the required fields and a realistic set of optional ones. */
export async function fillTenderBasics(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Snippet").fill("Road works around Adama");
  await page.getByLabel("Closing date").fill("2027-03-01T10:00");
  await page.getByLabel("Opening date").fill("2027-03-01T10:30");
  await page.getByLabel("Categories", { exact: true }).selectOption({
    label: "Construction & Civil Works",
  });
  await page.getByLabel("Subcategories").selectOption({ label: "Road Construction" });
  await page.getByLabel("Language").selectOption({ label: "English" });
  await page.getByLabel("Source").selectOption({ label: "Addis Zemen" });
  await page.getByLabel("Region").selectOption({ label: "Oromia" });
  await page.getByLabel("Bid document price (birr)").fill("250");
  await page.getByLabel("Bid bond (%)").fill("2");
}

/** Finds a tender in the admin list by title and returns its id (from its Edit link). */
export async function tenderIdByTitle(page: Page, title: string): Promise<number> {
  await page.goto(`/admin/tenders?${new URLSearchParams({ q: title })}`);
  const href = await page.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  return Number(href?.split("/").pop());
}

/** Fails with the list of serious or critical accessibility violations on the current page. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
  expect(serious).toEqual([]);
}
