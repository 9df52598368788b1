import { describe, expect, it } from "vitest";
import { activeFilterCount, type TenderFilters } from "~/modules/tenders/tender-filters-query";

const none: TenderFilters = { q: "", category: [], subcategory: [], page: 1 };

describe("activeFilterCount ('Filters (n)')", () => {
  it("is 0 for a plain list, a search or a later page", () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({ ...none, q: "road", page: 4 })).toBe(0);
  });

  it("counts each panel field and each ticked category and subcategory", () => {
    expect(activeFilterCount({ ...none, region: 3 })).toBe(1);
    expect(
      activeFilterCount({
        ...none,
        q: "road",
        source: 1,
        region: 2,
        language: 3,
        status: "open",
        category: [4, 5],
        subcategory: [6],
      }),
    ).toBe(7);
  });

  it("counts the organisation and date filters but not the chosen order", () => {
    expect(activeFilterCount({ ...none, sort: "closing" })).toBe(0);
    expect(
      activeFilterCount({
        ...none,
        sort: "newest",
        organisation: "Ethiopian Roads Administration",
        publishedFrom: "2026-11-01",
        closesTo: "2026-12-31",
      }),
    ).toBe(3);
  });
});
