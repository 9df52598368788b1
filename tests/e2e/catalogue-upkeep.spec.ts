import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { withDatabase } from "./api-helpers";
import { DEMO, findOnAnyPage, login, uniqueEmail, uniqueName } from "./fixtures";

// Every row here is made by the test itself (uniqueName): the demo catalogue is never renamed or
// deleted, and the js and no-js runs never touch each other's rows.

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
}

const one = async <T>(sql: string, params: unknown[]) =>
  withDatabase(async (db) => (await db.query(sql, params)).rows[0] as T);

/** A published tender on the given source and/or subcategory (with its category), by SQL. */
async function tenderOn(
  title: string,
  on: { sourceId?: number; categoryId?: number; subcategoryId?: number },
) {
  const { id } = await one<{ id: number }>(
    `insert into tenders (title, source_id, published_at, created_at, updated_at)
     values ($1, $2, now(), now(), now()) returning id`,
    [title, on.sourceId ?? null],
  );
  if (on.categoryId) {
    await one("insert into tender_categories (tender_id, category_id) values ($1, $2)", [
      id,
      on.categoryId,
    ]);
  }
  if (on.subcategoryId) {
    await one("insert into tender_subcategories (tender_id, subcategory_id) values ($1, $2)", [
      id,
      on.subcategoryId,
    ]);
  }
  return id;
}

/** An alert profile of a fresh account (never a demo user's) that chose the given items. */
async function alertProfileOn(
  page: Page,
  testInfo: TestInfo,
  pivot: "sources" | "subcategories",
  itemIds: number[],
) {
  const response = await page.request.post("/api/auth/register", {
    data: {
      fullname: "Upkeep Alerts",
      email: uniqueEmail(testInfo, "upkeep-alerts"),
      phone: "0911000000",
      password: "upkeep-pass-2026",
    },
  });
  expect(response.status()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number } };
  const { id } = await one<{ id: number }>(
    `insert into alert_profiles (user_id, name, created_at, updated_at)
     values ($1, 'Upkeep profile', now(), now()) returning id`,
    [user.id],
  );
  const column = pivot === "sources" ? "source_id" : "subcategory_id";
  for (const itemId of itemIds) {
    await one(`insert into alert_profile_${pivot} (alert_profile_id, ${column}) values ($1, $2)`, [
      id,
      itemId,
    ]);
  }
  return id;
}

const idOf = (table: string, name: string) =>
  one<{ id: number }>(`select id from ${table} where name = $1`, [name]).then((r) => r?.id);

test("a superadmin renames a source, is refused a delete once it is used, and merges it", async ({
  page,
}, testInfo) => {
  // Many steps, each a page load (and a registration): more than the default 30 s under load.
  test.slow();
  // A leading "0" sorts before the demo catalogue, so the rows are near the first page.
  const typo = uniqueName(testInfo, "0 Upkeep Herlad");
  const right = uniqueName(testInfo, "0 Upkeep Herald");
  await login(page, DEMO.superadmin);
  await page.goto("/admin/metadata?tab=sources");
  for (const name of [typo, right]) {
    await page.getByLabel("New source name").fill(name);
    await page.getByRole("button", { name: "Add Sources" }).click();
    await expect(page.getByText(`Added "${name}".`)).toBeVisible();
  }

  // Rename: another source's name (any case) and a blank are refused, the typed name kept.
  await findOnAnyPage(page, typo);
  await row(page, typo).getByRole("link", { name: "Rename" }).click();
  await expect(page.getByRole("heading", { name: "Rename source" })).toBeVisible();
  await expect(page.getByLabel("New name")).toHaveValue(typo);
  await page.getByLabel("New name").fill(right.toUpperCase());
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("This source already exists.")).toBeVisible();
  await expect(page.getByLabel("New name")).toHaveValue(right.toUpperCase());
  await page.getByLabel("New name").fill("   ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  const renamed = `${typo} (old)`;
  await page.getByLabel("New name").fill(renamed);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(`Renamed to "${renamed}".`)).toBeVisible();

  // Unused, the confirmation offers a plain delete; a tender and an alert profile start using
  // it before the click, so the server refuses and the page now offers the merge.
  const renamedId = await idOf("sources", renamed);
  const rightId = await idOf("sources", right);
  await findOnAnyPage(page, renamed);
  await row(page, renamed).getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Delete source" })).toBeVisible();
  await expect(page.getByText("No tender or alert profile uses it.")).toBeVisible();
  const tenderId = await tenderOn(uniqueName(testInfo, "Upkeep tender"), { sourceId: renamedId });
  const profileId = await alertProfileOn(page, testInfo, "sources", [renamedId, rightId]);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(
    page.getByText("It is still in use: choose another one to merge it into."),
  ).toBeVisible();
  await expect(page.getByText(/is used by 1 tender and 1 alert profile/)).toBeVisible();
  expect(await idOf("sources", renamed)).toBe(renamedId);

  await page.getByLabel("Merge into").selectOption({ label: right });
  await page.getByRole("button", { name: "Merge and delete" }).click();
  await expect(page.getByText(`Merged "${renamed}" into "${right}".`)).toBeVisible();
  expect(await idOf("sources", renamed)).toBeUndefined();
  expect(
    (await one<{ source_id: number }>("select source_id from tenders where id = $1", [tenderId]))
      .source_id,
  ).toBe(rightId);
  const pivots = await withDatabase(
    async (db) =>
      (
        await db.query("select source_id from alert_profile_sources where alert_profile_id = $1", [
          profileId,
        ])
      ).rows,
  );
  expect(pivots).toEqual([{ source_id: rightId }]);

  // The public list of sources no longer offers it.
  const sources = (await (
    await page.request.get("/api/tenders/metadata/sources?pageSize=100")
  ).json()) as { name: string }[];
  expect(sources.map((source) => source.name)).toContain(right);
  expect(sources.map((source) => source.name)).not.toContain(renamed);
});

test("a superadmin renames and merges a subcategory from the category's panel", async ({
  page,
}, testInfo) => {
  test.slow();
  const category = await one<{ id: number }>(
    "insert into categories (name, created_at, updated_at) values ($1, now(), now()) returning id",
    [uniqueName(testInfo, "Upkeep category")],
  );
  const [lots, lot] = [uniqueName(testInfo, "Lots"), uniqueName(testInfo, "Lot")];
  const subcategory = (name: string) =>
    one<{ id: number }>(
      `insert into subcategories (name, category_id, created_at, updated_at)
       values ($1, $2, now(), now()) returning id`,
      [name, category.id],
    ).then((r) => r.id);
  const lotsId = await subcategory(lots);
  const lotId = await subcategory(lot);
  const tenderId = await tenderOn(uniqueName(testInfo, "Upkeep lot tender"), {
    categoryId: category.id,
    subcategoryId: lotsId,
  });
  const profileId = await alertProfileOn(page, testInfo, "subcategories", [lotsId, lotId]);

  await login(page, DEMO.superadmin);
  await page.goto(`/admin/categories?detail=${category.id}`);
  const panel = page.getByRole("complementary");
  await panel.getByRole("link", { name: `Rename ${lots}` }).click();
  await expect(page.getByRole("heading", { name: "Rename subcategory" })).toBeVisible();
  await page.getByLabel("New name").fill(lot.toLowerCase());
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(
    page.getByText("This category already has a subcategory with this name."),
  ).toBeVisible();
  await expect(page.getByLabel("New name")).toHaveValue(lot.toLowerCase());
  const renamed = `${lots} renamed`;
  await page.getByLabel("New name").fill(renamed);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Subcategory renamed.")).toBeVisible();
  await expect(panel.getByText(renamed, { exact: true })).toBeVisible();

  await panel.getByRole("link", { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole("heading", { name: "Delete subcategory" })).toBeVisible();
  await expect(page.getByText(/is used by 1 tender and 1 alert profile/)).toBeVisible();
  // Only the other subcategory of this category is offered.
  const merge = page.getByLabel("Merge into");
  await expect(merge.locator("option")).toHaveText(["Choose…", lot]);
  await merge.selectOption({ label: lot });
  await page.getByRole("button", { name: "Merge and delete" }).click();
  await expect(
    page.getByText("Subcategory merged: its tenders and alert profiles moved."),
  ).toBeVisible();
  await expect(panel.getByText(renamed, { exact: true })).toHaveCount(0);
  const rows = await withDatabase(async (db) => ({
    tender: (
      await db.query("select subcategory_id from tender_subcategories where tender_id = $1", [
        tenderId,
      ])
    ).rows,
    profile: (
      await db.query(
        "select subcategory_id from alert_profile_subcategories where alert_profile_id = $1",
        [profileId],
      )
    ).rows,
  }));
  expect(rows).toEqual({
    tender: [{ subcategory_id: lotId }],
    profile: [{ subcategory_id: lotId }],
  });
});

test("an admin renames but is offered no delete, and the delete page refuses them", async ({
  page,
}, testInfo) => {
  const name = uniqueName(testInfo, "0 Upkeep Region");
  await login(page, DEMO.admin);
  await page.goto("/admin/metadata?tab=regions");
  await page.getByLabel("New region name").fill(name);
  await page.getByRole("button", { name: "Add Regions" }).click();
  await expect(page.getByText(`Added "${name}".`)).toBeVisible();
  await findOnAnyPage(page, name);
  await expect(row(page, name).getByRole("link", { name: "Rename" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
  const id = await idOf("regions", name);
  const response = await page.goto(`/admin/metadata/regions/${id}/delete`);
  expect(response?.status()).toBe(403);
});
