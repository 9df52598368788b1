import { PostgreSqlPlatform } from "@mikro-orm/postgresql";
import type { RawQueryFragment } from "@mikro-orm/core";
import { describe, expect, it } from "vitest";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { intArray, matchBranches, newestOf } from "~/modules/tenders/tender-list-sql.server";

// The list's statements are MikroORM raw fragments nested in one another (docs/decisions/027):
// MikroORM formats each nested fragment in place, escaping its values. These pin the text it
// sends, so a MikroORM upgrade that formats nested fragments differently fails here.

const platform = new PostgreSqlPlatform();
const format = (fragment: RawQueryFragment) => platform.formatQuery(fragment.sql, fragment.params);
const NOW = new Date("2026-06-01T09:00:00.000Z");

describe("the list's SQL", () => {
  it("writes every value of a branch as an escaped literal in its place", () => {
    const filters = parseTenderFilters(
      new URLSearchParams("q=o'brien&region=3&status=open&organisation=Acme 'A'"),
    );
    const [text, documents, ...rest] = matchBranches(filters, NOW, 7, "user");
    expect(rest).toEqual([]);
    const search =
      "(websearch_to_tsquery('english', 'o''brien') || websearch_to_tsquery('simple', 'o''brien'))";
    // Bidding: Open reads the open tenders' own table (decision 030).
    const from = `from open_tenders t join saved_tenders s on s.tender_id = t.id and s.user_id = 7 , lateral (select ${search} as query) search`;
    const where =
      "where t.published_at <= '2026-06-01T09:00:00.000Z' and t.region_id = 3 and t.organisation = 'Acme ''A''' and (t.closing_date is null or t.closing_date > '2026-06-01T09:00:00.000Z')";
    expect(format(text!)).toBe(`${from} ${where} and t.search_vector @@ search.query`);
    expect(format(documents!)).toBe(`${from} ${where} and t.document_vector @@ search.query`);
  });

  it("starts a branch per ticked category from its postings, and unions the branches", () => {
    const filters = parseTenderFilters(new URLSearchParams("category=4&category=5"));
    const branches = matchBranches(filters, NOW, undefined, "visitor");
    const postings = (id: number) =>
      `from (select p.tender_id as id, p.published_at, p.closing_date, p.source_id, p.region_id,
             p.language_id, x.organisation, x.search_vector, x.document_vector
        from tender_categories p left join tenders x on x.id = p.tender_id
       where p.category_id = ${id}) t where t.published_at <= '2026-06-01T09:00:00.000Z'`;
    const select = (id: number) =>
      `(select t.published_at as published_at, t.id as id ${postings(id)} order by t.published_at desc nulls last, t.id desc limit 21)`;
    expect(
      format(
        newestOf(
          branches,
          [
            ["t.published_at", "published_at", "desc nulls last"],
            ["t.id", "id", "desc"],
          ],
          21,
        ),
      ),
    ).toBe(
      `select * from (${select(4)} union ${select(5)}) b order by published_at desc nulls last, id desc limit 21`,
    );
  });

  it("sends ids as one int[] literal", () => {
    expect(format(intArray([3, 1, 2]))).toBe("'{3,1,2}'::int[]");
  });
});
