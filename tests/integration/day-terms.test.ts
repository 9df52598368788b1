import { describe, expect, it } from "vitest";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { setupTestDatabase } from "./database";

// The day index's table (tender_day_terms, docs/decisions/020) follows every write to a
// tender: a search's newest windows read it alone, so a row out of step with its tender would
// be a tender found for words it no longer has, or missed for words it has.

const db = setupTestDatabase();

interface DayTermsRow {
  tender_id: number;
  published_at: Date;
  /** Whether the row's terms are what the tender's text and documents make today. */
  current: boolean;
}

async function dayTerms(id: number): Promise<DayTermsRow | undefined> {
  const [row] = await db.em().execute<DayTermsRow[]>(
    `select d.tender_id, d.published_at,
            d.terms = tender_search_days(t.search_vector, t.document_vector, t.published_at) as current
       from tender_day_terms d join tenders t on t.id = d.tender_id
      where d.tender_id = ?`,
    [id],
  );
  return row && { ...row, published_at: new Date(row.published_at) };
}

async function insertTender(title: string, publishedAt: Date | null): Promise<number> {
  const [row] = await db.em().execute<{ id: number }[]>(
    `insert into tenders (title, snippet, description, published_at, created_at, updated_at)
     values (?, '', '<p>Lot one: gravel</p>', ?, now(), now()) returning id`,
    [title, publishedAt?.toISOString() ?? null],
  );
  return row!.id;
}

/** The ids a visitor or a user finds for `q` now (a search of today's window first). */
async function found(q: string, viewer: "visitor" | "user" = "user"): Promise<number[]> {
  const page = await listTenders(db.em(), parseTenderFilters(new URLSearchParams({ q })), {
    viewer,
    pageSize: 50,
  });
  return page.items.map((item) => item.id);
}

describe("the day index's table", () => {
  it("holds a published tender's terms from its insert, and none for a draft", async () => {
    const now = new Date();
    const published = await insertTender("Supply of quarrystone", now);
    const draft = await insertTender("Supply of quarrystone for the draft", null);
    expect(await dayTerms(published)).toMatchObject({ published_at: now, current: true });
    expect(await dayTerms(draft)).toBeUndefined();
    expect(await found("quarrystone")).toEqual([published]);
    // What a visitor sees (the title) and what only a user may search (the description).
    expect(await found("quarrystone", "visitor")).toEqual([published]);
    expect(await found("gravel")).toContain(published);
    expect(await found("gravel", "visitor")).not.toContain(published);
  });

  it("follows an edit of the text, a new publication time, a draft again and a deletion", async () => {
    const id = await insertTender("Supply of bitumen", new Date());
    expect(await found("bitumen")).toEqual([id]);

    await db.em().execute("update tenders set title = 'Supply of geotextile' where id = ?", [id]);
    expect(await dayTerms(id)).toMatchObject({ current: true });
    expect(await found("bitumen")).toEqual([]);
    expect(await found("geotextile")).toEqual([id]);

    const earlier = new Date(Date.now() - 3 * 86_400_000);
    await db.em().execute("update tenders set published_at = ? where id = ?", [earlier, id]);
    expect(await dayTerms(id)).toMatchObject({ published_at: earlier, current: true });
    expect(await found("geotextile")).toEqual([id]);

    await db.em().execute("update tenders set published_at = null where id = ?", [id]);
    expect(await dayTerms(id)).toBeUndefined();
    expect(await found("geotextile")).toEqual([]);

    await db.em().execute("update tenders set published_at = now() where id = ?", [id]);
    expect(await dayTerms(id)).toMatchObject({ current: true });
    await db.em().execute("delete from tenders where id = ?", [id]);
    expect(await dayTerms(id)).toBeUndefined();
  });

  it("follows the documents' text", async () => {
    const id = await insertTender("Supply of pipes", new Date());
    expect(await found("flange")).toEqual([]);
    await db
      .em()
      .execute("update tenders set document_vector = to_tsvector('english', ?) where id = ?", [
        "ductile iron flange DN150",
        id,
      ]);
    expect(await dayTerms(id)).toMatchObject({ current: true });
    expect(await found("flange")).toEqual([id]);
    expect(await found("flange", "visitor")).toEqual([]);
  });

  it("is left alone by a write that changes nothing it holds", async () => {
    const id = await insertTender("Supply of culverts", new Date());
    const before = await db
      .em()
      .execute<{ xmin: string }[]>("select xmin::text from tender_day_terms where tender_id = ?", [
        id,
      ]);
    await db
      .em()
      .execute("update tenders set closing_date = now() + interval '9 days' where id = ?", [id]);
    await db.em().execute("update tenders set title = title where id = ?", [id]);
    const after = await db
      .em()
      .execute<{ xmin: string }[]>("select xmin::text from tender_day_terms where tender_id = ?", [
        id,
      ]);
    expect(after).toEqual(before);
  });
});
