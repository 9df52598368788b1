import { expect, test, type TestInfo } from "@playwright/test";
import { withDatabase } from "./api-helpers";
import { DEMO, jsEnabled, login, uniqueName } from "./fixtures";

// Buyer profiles (public), supplier track records (signed in) and the admin merge of an
// organisation's spellings, JavaScript on and off. Awards are written straight into the
// database: recording them is another screen's work.

interface Seeded {
  organisation: string;
  slug: string;
  supplier: string;
  supplierSlug: string;
  openTenderId: number;
}

/**
 * An organisation of its own: two open tenders and two closed ones, both awarded to one supplier
 * (one in birr on 11 September 2025, 2018 E.C.; one in dollars on 1 March 2024, 2016 E.C.).
 */
async function seedBuyer(testInfo: TestInfo, label: string): Promise<Seeded> {
  const organisation = uniqueName(testInfo, `${label} Water Authority`);
  const supplier = `${organisation} Supplier PLC`;
  return withDatabase(async (client) => {
    const tenders = await client.query<{ id: number; open: boolean }>(
      `insert into tenders (title, snippet, organisation, published_at, closing_date, created_at, updated_at)
       select $1 || ' tender ' || g, 'Sealed bids are invited.', $1, now() - interval '40 days',
              now() + (case when g <= 2 then g * 10 else -g * 5 end) * interval '1 day', now(), now()
         from generate_series(1, 4) g
       returning id, closing_date > now() as open`,
      [organisation],
    );
    const closed = tenders.rows.filter((row) => !row.open).map((row) => row.id);
    const { rows } = await client.query<{ id: number; slug: string }>(
      `insert into suppliers (name, slug)
       values ($1::text, trim(both '-' from regexp_replace(lower($1::text), '[^a-z0-9]+', '-', 'g')))
       returning id, slug`,
      [supplier],
    );
    const { id: supplierId, slug: supplierSlug } = rows[0]!;
    await client.query(
      `insert into tender_outcomes (tender_id, status) select unnest($1::int[]), 'awarded'`,
      [closed],
    );
    await client.query(
      `insert into awards (tender_id, supplier_id, amount, currency, awarded_on)
       values ($1, $3, 1250000.50, 'ETB', '2025-09-11'), ($2, $3, 42000, 'USD', '2024-03-01')`,
      [closed[0], closed[1], supplierId],
    );
    const slug = await client.query<{ slug: string }>(
      `select slug from organisation_names where name = $1`,
      [organisation],
    );
    return {
      organisation,
      slug: slug.rows[0]!.slug,
      supplier,
      supplierSlug,
      openTenderId: tenders.rows.find((row) => row.open)!.id,
    };
  });
}

test("a visitor finds a buyer's profile by misspelt words, and signs in for its supplier", async ({
  page,
}, testInfo) => {
  test.slow();
  const seeded = await seedBuyer(testInfo, "Gondar");
  await page.goto("/home");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Buyers" })
    .click();
  await expect(page).toHaveURL(/\/organisations$/);
  // "Gondar Watr Authority …": the words as typed match no name; the nearest does.
  await page.getByLabel("Search buyers").fill(seeded.organisation.replace("Water", "Watr"));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(/No buyer's name holds/)).toBeVisible();
  await page.getByRole("link", { name: seeded.organisation }).click();
  await expect(page).toHaveURL(`/organisations/${seeded.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.organisation);
  const facts = page.locator(".profile-facts");
  await expect(facts.getByText("Tenders published").locator("..")).toContainText("4");
  await expect(facts.getByText("Open now").locator("..")).toContainText("2");
  await expect(page.getByRole("link", { name: `${seeded.organisation} tender 1` })).toBeVisible();
  // A visitor sees no closing date, as on tender cards.
  await expect(page.getByText(/^Closes /)).toHaveCount(0);
  const awards = page.getByRole("region", { name: "Recent awards" });
  await expect(awards.getByRole("row")).toHaveCount(3);
  await expect(awards).toContainText("1,250,000.50 birr");
  await expect(awards).toContainText("USD 42,000.00");
  await expect(awards).toContainText(/11 Sept? 2025/);

  await awards.getByRole("link", { name: seeded.supplier }).first().click();
  await expect(page).toHaveURL(
    `/login?${new URLSearchParams({ redirectTo: `/suppliers/${seeded.supplierSlug}` })}`,
  );
  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Password").fill("demo-pass-2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`/suppliers/${seeded.supplierSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.supplier);
});

test("a user follows a tender's organisation, and reads a supplier's record in both languages", async ({
  page,
}, testInfo) => {
  test.slow();
  const seeded = await seedBuyer(testInfo, "Dessie");
  await login(page, DEMO.user);
  await page.goto(`/tenders/${seeded.openTenderId}`);
  await page.getByRole("link", { name: seeded.organisation }).click();
  await expect(page).toHaveURL(`/organisations/${seeded.slug}`);
  await expect(page.getByText(/^Closes /)).toHaveCount(2);

  await page.goto(`/suppliers/${seeded.supplierSlug}`);
  await expect(page.getByText("Awards won: 2")).toBeVisible();
  const years = page.getByRole("region", { name: "Totals by year" });
  await expect(years.getByRole("row").nth(1)).toContainText("2025");
  await expect(years.getByRole("row").nth(1)).toContainText("1,250,000.50 birr");
  await expect(years.getByRole("row").nth(2)).toContainText("2024");
  await expect(years.getByRole("row").nth(2)).toContainText("USD 42,000.00");
  const buyers = page.getByRole("region", { name: "By buyer" });
  await expect(buyers.getByRole("link", { name: seeded.organisation })).toHaveAttribute(
    "href",
    `/organisations/${seeded.slug}`,
  );

  await page.goto(`/suppliers/${seeded.supplierSlug}?lng=am`);
  const amharicYears = page.locator('section[aria-labelledby="supplier-years"]');
  await expect(amharicYears.getByRole("row").nth(1)).toContainText("2018 ዓ.ም.");
  await expect(amharicYears.getByRole("row").nth(2)).toContainText("2016 ዓ.ም.");
  await expect(page.getByText(/^መስከረም 1, 2018 ዓ\.ም\. \(11 Sept? 2025\)$/)).toBeVisible();
});

test("visitors are sent to sign in from the supplier pages", async ({ page }) => {
  for (const path of ["/suppliers", "/suppliers/no-such-supplier"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirectTo: path })}`);
  }
});

test("an admin merges a misspelt organisation into its name, and the old address follows", async ({
  page,
}, testInfo) => {
  test.slow();
  const kept = await seedBuyer(testInfo, "Adama");
  const misspelt = kept.organisation.replace("Water Authority", "Water Authorty");
  const old = await withDatabase(async (client) => {
    await client.query(
      `insert into tenders (title, organisation, published_at, created_at, updated_at)
       values ('Misspelt', $1, now() - interval '1 day', now(), now())`,
      [misspelt],
    );
    const { rows } = await client.query<{ slug: string }>(
      `select slug from organisation_names where name = $1`,
      [misspelt],
    );
    return rows[0]!.slug;
  });
  await login(page, DEMO.admin);
  await page.goto("/admin");
  await page.locator(".admin-sidebar-wide").getByRole("link", { name: "Organisations" }).click();
  await page.getByLabel("Search organisations").fill(misspelt);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `Merge ${misspelt}` }).click();
  await expect(page.getByRole("heading", { name: "Merge organisations" })).toBeVisible();
  if (jsEnabled(testInfo)) {
    // Checked before sending: no choice made.
    await page.getByRole("button", { name: "Merge" }).click();
    await expect(page.getByText("Choose the organisation whose name is kept.")).toBeVisible();
  }
  await page.getByRole("radio", { name: new RegExp(`^${kept.organisation}`) }).check();
  await page.getByRole("button", { name: "Merge" }).click();
  await expect(page).toHaveURL(/\/admin\/organisations\?merged=/);
  await expect(
    page.getByText(`Merged "${misspelt}" into "${kept.organisation}": 1 tender moved.`),
  ).toBeVisible();
  await page.getByLabel("Search organisations").fill(misspelt);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row", { name: new RegExp(misspelt) })).toContainText(
    `Merged into “${kept.organisation}”`,
  );

  await page.goto(`/organisations/${old}`);
  await expect(page).toHaveURL(`/organisations/${kept.slug}`);
  await expect(
    page.locator(".profile-facts").getByText("Tenders published").locator(".."),
  ).toContainText("5");
});
