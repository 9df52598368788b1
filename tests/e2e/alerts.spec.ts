import { expect, test, type Page } from "@playwright/test";
import { readMail, registerAndLogin, uniqueName } from "./fixtures";

function profileCard(page: Page, name: string) {
  return page.getByRole("listitem", { name, exact: true });
}

test("a user creates, edits, pauses, resumes and deletes an alert profile", async ({
  page,
}, testInfo) => {
  // A sign-up and eight form posts: on the 2-core CI machine under the suite's own load it
  // reached its last step and ran out of 30 s (no-JS, twice; JS once before).
  test.slow();
  await registerAndLogin(page, testInfo, "alerts-crud");
  const name = uniqueName(testInfo, "Road works");
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { name: "Alerts", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New alert" }).click();

  // Refused without a name: the message shows and what was typed stays.
  await page.getByLabel("Include keywords").fill("road, bridge");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByLabel("Include keywords")).toHaveValue("road, bridge");

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Exclude keywords").fill("maintenance");
  await page.getByLabel("Immediately on publication").check();
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page).toHaveURL(/\/alerts\?notice=created$/);
  const card = profileCard(page, name);
  await expect(card).toContainText("Keywords: road, bridge");
  await expect(card).toContainText("Not: maintenance");
  await expect(card).toContainText("Immediately by E-mail");

  await card.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Include keywords")).toHaveValue("road, bridge");
  await page.getByLabel("Include keywords").fill("asphalt");
  await page.getByLabel("Daily digest").check();
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(page).toHaveURL(/\/alerts\?notice=saved$/);
  await expect(card).toContainText("Keywords: asphalt");
  await expect(card).toContainText("Daily digest by E-mail");

  await card.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("The alert is paused.")).toBeVisible();
  await expect(card.getByText("Paused", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("The alert is active again.")).toBeVisible();
  await expect(card.getByText("Paused", { exact: true })).toHaveCount(0);

  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The alert was deleted.")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("'Create alert from this search' carries the /home search into a new profile", async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, testInfo, "alerts-search");
  await page.goto("/home?q=laboratory");
  await page.getByRole("link", { name: "Create alert from this search" }).click();
  await expect(page).toHaveURL(/\/alerts\/new\?q=laboratory$/);
  await expect(page.getByLabel("Include keywords")).toHaveValue("laboratory");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("laboratory");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(profileCard(page, "laboratory")).toContainText("Keywords: laboratory");
  await expect(
    profileCard(page, "laboratory").getByRole("link", { name: "See matching tenders" }),
  ).toHaveAttribute("href", "/home?q=laboratory");
});

test("'Create alert from this search' keeps the organisation and leaves out order and dates", async ({
  page,
}, testInfo) => {
  const organisation = "Ethiopian Electric Utility";
  await registerAndLogin(page, testInfo, "alerts-organisation");
  const query = new URLSearchParams({
    q: "transformer",
    organisation,
    sort: "closing",
    closes_from: "2026-01-01",
    status: "open",
  });
  await page.goto(`/home?${query}`);
  await page.getByRole("link", { name: "Create alert from this search" }).click();
  await expect(page).toHaveURL(/\/alerts\/new\?/);
  const carried = new URL(page.url()).searchParams;
  expect(carried.get("organisation")).toBe(organisation);
  expect([...carried.keys()].sort()).toEqual(["organisation", "q"]);
  await expect(page.getByLabel("Issuing organisation")).toHaveValue(organisation);
  await page.getByRole("button", { name: "Create alert" }).click();
  const card = profileCard(page, "transformer");
  await expect(card).toContainText(organisation);
  const href = await card.getByRole("link", { name: "See matching tenders" }).getAttribute("href");
  expect(new URL(href!, "http://x").searchParams.get("organisation")).toBe(organisation);

  // Typed in another letter case, it is saved as the organisation tenders name.
  await card.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Issuing organisation").fill(organisation.toUpperCase());
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(profileCard(page, "transformer")).toContainText(organisation);

  // Back to "any organisation" on the edit form.
  await profileCard(page, "transformer").getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Issuing organisation").fill("");
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(profileCard(page, "transformer")).not.toContainText(organisation);
});

test("the e-mail channel is verified through the link sent by mail", async ({ page }, testInfo) => {
  const email = await registerAndLogin(page, testInfo, "alerts-verify");
  await page.goto("/alerts");
  const channel = page.locator("#email-channel");
  await expect(channel).toContainText("not set up");
  await channel.getByRole("button", { name: "Verify e-mail" }).click();
  await expect(page.getByText("We sent a verification link to your e-mail.")).toBeVisible();
  await expect(channel).toContainText("waiting for verification");

  const mail = await readMail(email);
  const link = /https?:\/\/[^\s]+\/alerts\/verify-email\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText("Your e-mail is verified")).toBeVisible();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(
    page.getByText("This link is invalid, was already used or has expired."),
  ).toBeVisible();

  await page.goto("/alerts/new");
  await expect(page.getByText("verified", { exact: true })).toBeVisible();
  await page.goto("/alerts");
  await expect(channel).toContainText(`verified (${email})`);
});

test("another user's profile id is not found", async ({ page }, testInfo) => {
  await registerAndLogin(page, testInfo, "alerts-forged");
  const response = await page.goto("/alerts/1/edit");
  expect(response?.status()).toBe(404);
});
