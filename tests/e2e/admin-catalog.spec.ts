import { expect, test, type Page } from "@playwright/test";
import { DEMO, findOnAnyPage, jsEnabled, login, uniqueEmail, uniqueName } from "./fixtures";

/** The table row that holds `name`. */
function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

test("a superadmin adds, edits, details, fills and deletes a category", async ({
  page,
}, testInfo) => {
  // Some twenty form posts and page loads: given the slow timeout, as on a busy CI machine.
  test.slow();
  // A leading "0" sorts before the demo catalogue, so the row is near the first page.
  const name = uniqueName(testInfo, "0 Category");
  await login(page, DEMO.superadmin);
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Category Management" })).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  await page.getByRole("link", { name: "Add New Category" }).click();
  await expect(page.getByRole("heading", { name: "Add Category" })).toBeVisible();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Category name is required.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`  ${name}  `);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories\?notice=created$/);
  await expect(page.getByText("Category added successfully!")).toBeVisible();

  // The same name in another letter case is refused, and the typed name is kept.
  await page.goto("/admin/categories/create");
  await page.getByLabel("Name", { exact: true }).fill(name.toUpperCase());
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("A category with this name already exists.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name.toUpperCase());
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  await findOnAnyPage(page, name);
  await row(page, name).getByRole("link", { name: "Detail" }).click();
  const panel = page.getByRole("complementary");
  await expect(panel.getByRole("heading", { name })).toBeVisible();
  await expect(panel.getByText("No subcategories available.")).toBeVisible();
  await panel.getByRole("button", { name: "Add Subcategory" }).click();
  await expect(panel.getByText("Subcategory name is required.")).toBeVisible();
  await panel.getByLabel("New subcategory").fill("   ");
  await panel.getByRole("button", { name: "Add Subcategory" }).click();
  await expect(panel.getByText("Subcategory name is required.")).toBeVisible();
  await panel.getByLabel("New subcategory").fill(" Bridges ");
  await panel.getByRole("button", { name: "Add Subcategory" }).click();
  await expect(panel.getByRole("listitem").filter({ hasText: "Bridges" })).toBeVisible();
  await expect(panel.getByText("No subcategories available.")).toHaveCount(0);
  await panel.getByLabel("New subcategory").fill("BRIDGES");
  await panel.getByRole("button", { name: "Add Subcategory" }).click();
  await expect(
    panel.getByText("This category already has a subcategory with this name."),
  ).toBeVisible();
  await panel.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("complementary")).toHaveCount(0);

  await row(page, name).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  const renamed = `${name} renamed`;
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Update Category" }).click();
  await expect(page).toHaveURL(/notice=updated/);
  await expect(page.getByText("Category updated successfully!")).toBeVisible();

  await findOnAnyPage(page, renamed);
  await row(page, renamed).getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Delete Category" })).toBeVisible();
  await expect(page.getByText("and its 1 subcategory")).toBeVisible();
  await page.getByRole("button", { name: "Delete category" }).click();
  await expect(page.getByText("Category deleted.")).toBeVisible();
  await expect(page.getByRole("cell", { name: renamed, exact: true })).toHaveCount(0);
});

test("an admin manages categories but cannot delete them", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/admin/categories");
  await expect(page.getByRole("link", { name: "Detail" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
  const response = await page.goto("/admin/categories/delete/1");
  expect(response?.status()).toBe(403);
});

test("metadata tabs page through names and add, ignore blanks and refuse duplicates", async ({
  page,
}, testInfo) => {
  // A dozen page loads, and the new source is looked for page by page among every test's.
  test.slow();
  await login(page, DEMO.admin);
  await page.goto("/admin/metadata");
  await expect(page.getByRole("link", { name: "Languages" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("button", { name: "Add Languages" })).toBeVisible();

  await page.getByRole("link", { name: "Regions" }).click();
  await expect(page).toHaveURL(/tab=regions&page=1/);
  await expect(page.getByRole("button", { name: "Add Regions" })).toBeVisible();
  await expect(page.locator(".data-table tbody tr")).toHaveCount(5);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/tab=regions&page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  // Switching tabs starts again at page 1.
  await page.getByRole("link", { name: "Sources" }).click();
  await expect(page).toHaveURL(/tab=sources&page=1$/);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  const source = uniqueName(testInfo, "Source");
  await page.getByLabel("New source name").fill(`  ${source} `);
  await page.getByRole("button", { name: "Add Sources" }).click();
  await expect(page.getByText(`Added "${source}".`)).toBeVisible();
  await page.getByLabel("New source name").fill(source.toLowerCase());
  await page.getByRole("button", { name: "Add Sources" }).click();
  await expect(page.getByText("This source already exists.")).toBeVisible();
  await page.getByLabel("New source name").fill("   ");
  await page.getByRole("button", { name: "Add Sources" }).click();
  await expect(page.getByText("Nothing added: the name was empty.")).toBeVisible();
  await findOnAnyPage(page, source);
});

test("a superadmin makes a new user an admin and back; an admin sees no role buttons", async ({
  page,
}, testInfo) => {
  // findOnAnyPage walks the users table page by page, and every run of the suite adds users.
  test.slow();
  const email = uniqueEmail(testInfo, "promote");
  const fullname = uniqueName(testInfo, "Promoted");
  await page.goto("/register");
  await page.getByLabel("Full name").fill(fullname);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0911223344");
  await page.getByLabel("Password").fill("a-good-password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/notice=registered/);

  await login(page, DEMO.admin);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  for (const header of ["Name", "Email", "Phone", "Company"]) {
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  }
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Make (admin|user)/ })).toHaveCount(0);

  await page.context().clearCookies();
  await login(page, DEMO.superadmin);
  await page.goto("/admin/users");
  await findOnAnyPage(page, email);
  const userRow = page.getByRole("row").filter({ hasText: email });
  await expect(userRow.getByText("user", { exact: true })).toBeVisible();
  await userRow.getByRole("button", { name: `Make admin: ${fullname}` }).click();
  await expect(page.getByText("Role updated.")).toBeVisible();
  await expect(userRow.getByText("admin", { exact: true })).toBeVisible();
  await userRow.getByRole("button", { name: `Make user: ${fullname}` }).click();
  await expect(userRow.getByText("user", { exact: true })).toBeVisible();
  // Nobody changes their own role, and superadmins' roles are not changed here.
  const ownRow = page.getByRole("row").filter({ hasText: DEMO.superadmin });
  if (await ownRow.count()) await expect(ownRow.getByRole("button")).toHaveCount(0);
});

test("ads management lists an advertiser's request with the whole message", async ({
  page,
}, testInfo) => {
  const advertiser = uniqueName(testInfo, "Advertiser");
  const message = `Banner for ${advertiser}. `.repeat(6).trim();
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill(advertiser);
  await page.getByLabel("Email").fill(uniqueEmail(testInfo, "ads"));
  await page.getByLabel("Phone").fill("0911223344");
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Your request has been sent successfully.")).toBeVisible();

  await login(page, DEMO.admin);
  await page.goto("/admin/ads");
  await expect(page.getByRole("heading", { name: "Ads Contact" })).toBeVisible();
  for (const header of ["Name", "Email", "Phone", "Subject"]) {
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  }
  await findOnAnyPage(page, advertiser);
  const adRow = page.getByRole("row").filter({ hasText: advertiser });
  await adRow.locator("summary").click();
  await expect(adRow.getByText(message, { exact: true })).toBeVisible();
});

test("an admin edits a page in Markdown, previews it and the public page shows it", async ({
  page,
}, testInfo) => {
  // Eight page loads and posts with the editor's bundle: on a CI machine under heavy load the
  // whole walk once took longer than 30 s (each step passed).
  test.slow();
  await login(page, DEMO.admin);
  await page.goto("/admin/pages");
  for (const title of ["About Us", "Privacy Policy", "Terms of Service"]) {
    await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();
  }
  // Each project edits its own page, so the two runs never overwrite each other.
  const slug = testInfo.project.name === "js" ? "terms" : "privacy";
  await page.goto(`/admin/pages/${slug}`);
  // With JavaScript the Markdown editor takes over the field once it has loaded.
  if (jsEnabled(testInfo)) {
    await expect(page.locator(".w-md-editor")).toHaveCount(2);
    // Both editors took over from their textareas: text typed before would be lost.
    for (const textarea of await page.locator("textarea.markdown-input").all()) {
      await expect(textarea).toBeHidden();
    }
  }
  const text = page.getByLabel("Page text (Markdown)", { exact: true });
  const original = await text.inputValue();
  const marker = uniqueName(testInfo, "Updated");
  const body = `${original}\n\n## ${marker}\n\nNew **bold** words.`;
  await text.fill(body);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: marker })).toBeVisible();
  await expect(text).toHaveValue(body);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Page saved.")).toBeVisible();
  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { name: marker })).toBeVisible();
  await expect(page.locator("strong", { hasText: "bold" })).toBeVisible();
});
