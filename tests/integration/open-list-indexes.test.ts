import { sql } from "@mikro-orm/core";
import { describe, expect, it } from "vitest";
import { pageFilters } from "~/modules/tenders/tender-filters-query";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { baseOrder, matchBranches, newestOf } from "~/modules/tenders/tender-list-sql.server";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();

/** The plan of a list page's first candidates under `query`: open tenders, as a page lists. */
async function planOf(query: string): Promise<string> {
  const filters = pageFilters(parseTenderFilters(new URLSearchParams(query)));
  const newest = newestOf(
    matchBranches(filters, new Date(), undefined, "user"),
    baseOrder(undefined),
    1001,
  );
  const rows = await db.em().transactional(async (em) => {
    // A test database's few rows fit a page, where reading the table is cheaper: as with many.
    await em.execute("set local enable_seqscan = off");
    await em.execute("set local enable_bitmapscan = off");
    return em.execute<{ "QUERY PLAN": string }[]>(sql`explain ${newest}`);
  });
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("the open tenders' list", () => {
  it.each([
    ["source=1&region=2", /Index Only Scan using open_tenders_(source|region)_list_index/],
    ["language=3", /Index Only Scan using open_tenders_language_list_index/],
    ["", /Index Only Scan using open_tenders_list_index/],
  ])(
    "filtered by %s checks the filters on a covering index, not the table",
    async (query, index) => {
      const plan = await planOf(query);
      expect(plan).toMatch(/on open_tenders/);
      expect(plan).toMatch(index);
    },
  );
});
