import { describe, expect, it } from "vitest";
import { readTenderFilters } from "~/modules/tenders/tender-filters.schema";

const GREGORIAN_EXAMPLE = "Enter a real date, for example 2026-05-31";
const ETHIOPIAN_EXAMPLE =
  "Enter a real Ethiopian date as day/month/year, for example 22/04/2019 (every month has 30 days, Pagume 5, or 6 in a leap year)";

const read = (query: string, locale?: "en" | "am") =>
  readTenderFilters(new URLSearchParams(query), locale ? { locale } : {});

describe("the list's date filters", () => {
  it("read an Ethiopian day/month/year on the pages, in either language, as the Gregorian day", () => {
    for (const locale of ["am", "en"] as const) {
      const { filters, errors } = read(
        "published_from=22/04/2019&published_to=2027-01-31&closes_from=06/13/2019",
        locale,
      );
      expect(errors).toEqual({});
      expect(filters.publishedFrom).toBe("2026-12-31");
      expect(filters.publishedTo).toBe("2027-01-31");
      expect(filters.closesFrom).toBe("2027-09-11");
    }
  });

  it("refuse a day the Ethiopian calendar does not have, with an Ethiopian example in Amharic", () => {
    const { filters, errors } = read(
      "published_from=31/01/2019&published_to=06/13/2018&closes_from=01/01/2019",
      "am",
    );
    expect(errors).toEqual({
      published_from: [ETHIOPIAN_EXAMPLE],
      published_to: [ETHIOPIAN_EXAMPLE],
    });
    expect(filters.publishedFrom).toBeUndefined();
    expect(filters.closesFrom).toBe("2026-09-11");
    expect(read("closes_to=2026-02-30", "am").errors.closes_to).toEqual([ETHIOPIAN_EXAMPLE]);
    expect(read("closes_to=31/01/2019", "en").errors.closes_to).toEqual([GREGORIAN_EXAMPLE]);
  });

  it("compare a range across the calendars by its days", () => {
    // 22/04/2019 is 31 December 2026.
    expect(read("closes_from=22/04/2019&closes_to=2026-12-30", "am").errors).toEqual({
      closes_to: ["The end date must be on or after the start date"],
    });
    expect(read("closes_from=22/04/2019&closes_to=2026-12-31", "am").filters.closesTo).toBe(
      "2026-12-31",
    );
  });

  it("take the ISO form only on the API", () => {
    expect(read("published_from=22/04/2019").errors).toEqual({
      published_from: [GREGORIAN_EXAMPLE],
    });
    expect(read("published_from=2026-12-31").filters.publishedFrom).toBe("2026-12-31");
  });
});
