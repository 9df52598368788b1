import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, uniqueEmail, uniqueName } from "./fixtures";

const PASSWORD = "a-good-password";

/** Accounts made through the API (faster than the form), all with `company`. */
async function registerThroughApi(page: Page, email: string, fullname: string, company: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { fullname, email, phone: "0911223344", company, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

test("an admin finds a user by search, deactivates it (its open browser is signed out), then reactivates it", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const company = uniqueName(testInfo, "Deactivation Co");
  const email = uniqueEmail(testInfo, "deactivated");
  const fullname = uniqueName(testInfo, "Stopped User");
  await registerThroughApi(page, email, fullname, company);
  // Five more at the same company: the search's second page, to follow its pager link.
  for (let n = 1; n <= 5; n++) {
    await registerThroughApi(
      page,
      uniqueEmail(testInfo, `colleague${n}`),
      `Colleague ${n}`,
      company,
    );
  }

  // The user is signed in, in a browser of their own.
  const theirContext = await browser.newContext();
  const theirs = await theirContext.newPage();
  await login(theirs, email, PASSWORD);
  await theirs.goto("/mytender");
  await expect(theirs).toHaveURL(/\/mytender$/);

  await login(page, DEMO.admin);
  await page.goto("/admin/users");
  await page.getByLabel("Search by name, email or company").fill(company.toUpperCase());
  await page.getByLabel("Role").selectOption("user");
  await page.getByLabel("Sort").selectOption("oldest");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("6 accounts found")).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=DEACTIVATION\+CO/);
  // The pager keeps the search: page 2 has the sixth account, the search box still says it.
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/[?&]q=DEACTIVATION\+CO/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByLabel("Search by name, email or company")).toHaveValue(
    company.toUpperCase(),
  );
  await page.getByLabel("Search by name, email or company").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 account found")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Active")).toBeVisible();
  await row.getByRole("button", { name: `Deactivate: ${fullname}` }).click();
  await expect(
    page.getByText(
      "Account deactivated: its sessions and API tokens have ended and its alerts have stopped.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/notice=deactivated/);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(row.getByText(/^Deactivated/)).toBeVisible();

  // Their next page load is a visitor's, and signing in again is refused.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login\?redirectTo=%2Fmytender/);
  await expect(theirs.getByText("Profile")).toHaveCount(0);
  await theirs.getByLabel("Email").fill(email);
  await theirs.getByLabel("Password").fill(PASSWORD);
  await theirs.getByRole("button", { name: "Login" }).click();
  await expect(
    theirs.getByText(
      "This account has been deactivated. Contact us if you think this is a mistake.",
    ),
  ).toBeVisible();

  await row.getByRole("button", { name: `Reactivate: ${fullname}` }).click();
  await expect(page.getByText("Account reactivated: the user can sign in again.")).toBeVisible();
  await expect(row.getByText("Active")).toBeVisible();
  await login(theirs, email, PASSWORD);
  await theirContext.close();

  // An admin has no button for admins' accounts nor for her own.
  await page.goto(`/admin/users?q=${encodeURIComponent("demo.test")}`);
  for (const demo of [DEMO.admin, DEMO.superadmin]) {
    await expect(page.getByRole("row").filter({ hasText: demo }).getByRole("button")).toHaveCount(
      0,
    );
  }
});

test("on a phone the user table does not make the page scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, DEMO.admin);
  await page.goto("/admin/users?sort=newest");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    table: document.querySelector(".table-scroll")!.scrollWidth,
    box: document.querySelector(".table-scroll")!.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  // The rows are cards at this width: nothing to scroll inside the table's box either.
  expect(widths.table).toBeLessThanOrEqual(widths.box);
});
