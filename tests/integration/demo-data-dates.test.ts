import { describe, expect, it } from "vitest";
import { Tender } from "~/modules/tenders/tender.entity";
import { toEatInputValue } from "~/modules/tenders/tender-dates";
import { seedDemoData } from "../../scripts/lib/seed-demo";
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
});
