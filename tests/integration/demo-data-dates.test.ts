import pg from "pg";
import { describe, expect, it } from "vitest";
import { Tender } from "~/modules/tenders/tender.entity";
import { toEatInputValue } from "~/modules/tenders/tender-dates";
import { insertSyntheticTenders } from "../../bench/synthetic-tenders";
import { seedDemoData } from "../../server/database/seed-demo";
import { setupTestDatabase } from "./database";

// Its own database: the demo data is loaded into it whole.
const db = setupTestDatabase();

describe("demo tenders", () => {
  it("close at a set hour, open at or after closing, and agree with their text", async () => {
    await db.em().transactional((tx) => seedDemoData(tx));
    const tenders = await db.em().find(Tender, {}, { orderBy: { id: "asc" } });
    expect(tenders.length).toBeGreaterThan(50);
    const clock = (date: Date | null | undefined) => toEatInputValue(date).split("T").pop();
    const closingClocks = new Set<string | undefined>();
    for (const tender of tenders) {
      // Their OCDS tender period (published → closing) never ends before it starts.
      expect(tender.closingDate!.getTime()).toBeGreaterThan(tender.publishedAt!.getTime());
      expect(tender.openingDate!.getTime()).toBeGreaterThanOrEqual(tender.closingDate!.getTime());
      closingClocks.add(clock(tender.closingDate));
      // Whole or half hours, as tender notices announce them; never the minute the seed ran.
      expect(clock(tender.closingDate)).toMatch(/^\d\d:(00|30)$/);
      expect(clock(tender.openingDate)).toMatch(/^\d\d:(00|30)$/);
    }
    expect(closingClocks.size).toBeGreaterThan(1);

    const byTitle = (start: string) => tenders.find((tender) => tender.title.startsWith(start))!;
    // "Bids close … at 10:00 AM and are opened the same day at 10:30 AM."
    const hawassa = byTitle("Construction of G+4 Office Building in Hawassa");
    expect([clock(hawassa.closingDate), clock(hawassa.openingDate)]).toEqual(["10:00", "10:30"]);
    // "Bids close on the 15th day after publication at 2:00 PM."
    expect(clock(byTitle("Supply and Installation of CCTV").closingDate)).toBe("14:00");
  });

  // On the demo catalogue and accounts the test above loaded, as the benches insert them.
  it("the benches' synthetic tenders are published before they close, over the last year", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await insertSyntheticTenders(client, 1_000);
      const { rows } = await client.query<{ synthetic: number; inverted: number; future: number }>(
        `select count(*)::int as synthetic,
                count(*) filter (where closing_date <= published_at)::int as inverted,
                count(*) filter (where published_at > now())::int as future
           from tenders where title like '% lot %'`,
      );
      expect(rows[0]).toEqual({ synthetic: 1_000, inverted: 0, future: 0 });
    } finally {
      await client.end();
    }
  });
});
