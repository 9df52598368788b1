import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredRows } from "~/modules/housekeeping/purge.server";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { pageFilters } from "~/modules/tenders/tender-filters-query";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";

// The open tenders' table (docs/decisions/030) follows every write to a tender; closing needs
// no write, and the hourly housekeeping takes the closed rows out. A row out of step with its
// tender would be an open tender missed by the default list, or found for words it lost.

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(() => f.close());
const HOUR = 3600_000;

interface OpenRow {
  id: number;
  /** Whether every column equals its tender's. */
  current: boolean;
}

async function openRow(id: number): Promise<OpenRow | undefined> {
  const [row] = await db.em().execute<OpenRow[]>(
    `select o.id,
            (o.published_at, o.closing_date, o.source_id, o.region_id, o.language_id,
             o.organisation, o.search_vector, o.document_vector)
            is not distinct from
            (t.published_at, t.closing_date, t.source_id, t.region_id, t.language_id,
             t.organisation, t.search_vector, t.document_vector) as current
       from open_tenders o join tenders t on t.id = o.id where o.id = ?`,
    [id],
  );
  return row;
}

async function insertTender(title: string, publishedAt: Date | null, closingDate: Date | null) {
  const [row] = await db.em().execute<{ id: number }[]>(
    `insert into tenders (title, snippet, description, published_at, closing_date, created_at, updated_at)
     values (?, '', '<p>Lot one: gravel</p>', ?, ?, now(), now()) returning id`,
    [title, publishedAt?.toISOString() ?? null, closingDate?.toISOString() ?? null],
  );
  return row!.id;
}

const update = (id: number, set: string, values: unknown[] = []) =>
  db.em().execute(`update tenders set ${set} where id = ?`, [...values, id]);

/** The ids the default list (open tenders) shows a user for `q`. */
async function openList(q: string): Promise<number[]> {
  const filters = pageFilters(parseTenderFilters(new URLSearchParams({ q })));
  const page = await listTenders(db.em(), filters, { viewer: "user", pageSize: 50 });
  return page.items.map((item) => item.id);
}

describe("the open tenders' table", () => {
  it("holds a published tender as written, and no draft", async () => {
    const now = Date.now();
    const open = await insertTender(
      "Supply of basalt",
      new Date(now - HOUR),
      new Date(now + 48 * HOUR),
    );
    const draft = await insertTender("Supply of basalt, draft", null, new Date(now + 48 * HOUR));
    expect(await openRow(open)).toEqual({ id: open, current: true });
    expect(await openRow(draft)).toBeUndefined();
    expect(await openList("basalt")).toEqual([open]);
    // Only a user searches the description.
    expect(await openList("gravel")).toContain(open);
  });

  it("follows edits of the text and the list columns, and a document's text", async () => {
    const now = Date.now();
    const id = await insertTender(
      "Supply of pumice",
      new Date(now - HOUR),
      new Date(now + 48 * HOUR),
    );
    await update(id, "title = ?, organisation = ?, region_id = null", [
      "Supply of scoria",
      "Addis Ababa Roads",
    ]);
    expect(await openRow(id)).toEqual({ id, current: true });
    expect(await openList("scoria")).toEqual([id]);
    expect(await openList("pumice")).toEqual([]);
    await update(id, "document_vector = to_tsvector('simple', 'tephra')");
    expect(await openRow(id)).toEqual({ id, current: true });
    expect(await openList("tephra")).toEqual([id]);
  });

  it("leaves the list at the closing time with no write, loses the row at housekeeping, and takes it back when reopened", async () => {
    const now = Date.now();
    const id = await insertTender("Supply of obsidian", new Date(now - HOUR), new Date(now + 2000));
    expect(await openList("obsidian")).toEqual([id]);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // Closed: the row is still there, the list no longer shows it.
    expect(await openRow(id)).toEqual({ id, current: true });
    expect(await openList("obsidian")).toEqual([]);
    const removed = await purgeExpiredRows(f.db);
    expect(removed.open_tenders).toBeGreaterThanOrEqual(1);
    expect(await openRow(id)).toBeUndefined();
    // An admin extends the closing date: open again.
    await update(id, "closing_date = ?", [new Date(now + 48 * HOUR).toISOString()]);
    expect(await openRow(id)).toEqual({ id, current: true });
    expect(await openList("obsidian")).toEqual([id]);
  });

  it("loses a tender turned back into a draft, or deleted", async () => {
    const now = Date.now();
    const drafted = await insertTender("Supply of tuff", new Date(now - HOUR), null);
    const deleted = await insertTender("Supply of tuff blocks", new Date(now - HOUR), null);
    expect(await openList("tuff")).toHaveLength(2);
    await update(drafted, "published_at = null");
    await db.em().execute("delete from tenders where id = ?", [deleted]);
    expect(await openRow(drafted)).toBeUndefined();
    expect(await openRow(deleted)).toBeUndefined();
    expect(await openList("tuff")).toEqual([]);
  });

  it("is filled again after a restore from the tenders open now", async () => {
    const now = Date.now();
    const open = await insertTender("Supply of perlite", new Date(now - HOUR), null);
    const closed = await insertTender(
      "Supply of perlite, closed",
      new Date(now - 48 * HOUR),
      new Date(now - HOUR),
    );
    await db.em().execute("select open_tenders_refill()");
    expect(await openRow(open)).toEqual({ id: open, current: true });
    expect(await openRow(closed)).toBeUndefined();
  });
});
