import { describe, expect, it } from "vitest";
import {
  daysInEthiopianMonth,
  ethiopianDateParts,
  ethiopianDayText,
  ethiopianToGregorian,
  isEthiopianLeapYear,
  middayOf,
  parseEthiopianDay,
} from "~/modules/calendar/ethiopian-date";

/** The other way, through Intl's Ethiopian calendar (ICU): an independent check. */
const gregorianToEthiopian = (gregorianDay: string) => ethiopianDateParts(middayOf(gregorianDay));

const DAY_MS = 24 * 3600_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe("Ethiopian and Gregorian days", () => {
  it.each([
    // New Year falls on 12 September before a Gregorian leap year, else on 11 September.
    ["2023-09-11", 2015, 13, 6],
    ["2023-09-12", 2016, 1, 1],
    ["2024-09-10", 2016, 13, 5],
    ["2024-09-11", 2017, 1, 1],
    ["2026-09-10", 2018, 13, 5],
    ["2026-09-11", 2019, 1, 1],
    ["2026-12-31", 2019, 4, 22],
    ["2027-01-07", 2019, 4, 29],
    ["2027-09-11", 2019, 13, 6],
    ["2027-09-12", 2020, 1, 1],
    ["2024-01-07", 2016, 4, 28],
    ["2024-02-29", 2016, 6, 21],
    ["2000-01-01", 1992, 4, 22],
    ["1900-01-01", 1892, 4, 23],
    ["2026-05-31", 2018, 9, 23],
  ] as const)("%s is %i-%i-%i", (gregorian, year, month, day) => {
    expect(ethiopianToGregorian({ year, month, day })).toBe(gregorian);
    expect(gregorianToEthiopian(gregorian)).toEqual({ year, month, day });
  });

  it("gives Pagume a sixth day in the year before a Gregorian leap year", () => {
    expect([2011, 2015, 2019, 2023].map(isEthiopianLeapYear)).toEqual([true, true, true, true]);
    expect([2016, 2017, 2018, 2020].map(isEthiopianLeapYear)).toEqual([false, false, false, false]);
    expect(daysInEthiopianMonth(2019, 13)).toBe(6);
    expect(daysInEthiopianMonth(2018, 13)).toBe(5);
    expect(daysInEthiopianMonth(2018, 12)).toBe(30);
    expect(ethiopianToGregorian({ year: 2015, month: 13, day: 6 })).toBe("2023-09-11");
    expect(ethiopianToGregorian({ year: 2019, month: 13, day: 6 })).toBe("2027-09-11");
  });

  it.each([
    ["day 31 of a month", { year: 2019, month: 1, day: 31 }],
    ["day 0", { year: 2019, month: 1, day: 0 }],
    ["month 0", { year: 2019, month: 0, day: 1 }],
    ["month 14", { year: 2019, month: 14, day: 1 }],
    ["Pagume 6 of a common year", { year: 2018, month: 13, day: 6 }],
    ["Pagume 7 of a leap year", { year: 2019, month: 13, day: 7 }],
    ["a fraction", { year: 2019, month: 4, day: 2.5 }],
    ["year 0", { year: 0, month: 1, day: 1 }],
  ])("has no day for %s", (_, date) => {
    expect(ethiopianToGregorian(date)).toBeNull();
  });

  it("walks every Ethiopian day of 1990–2050 E.C. onto consecutive Gregorian days and back", () => {
    let expected = Date.parse(ethiopianToGregorian({ year: 1990, month: 1, day: 1 })!);
    const mismatches: string[] = [];
    let days = 0;
    for (let year = 1990; year <= 2050; year++) {
      for (let month = 1; month <= 13; month++) {
        for (let day = 1; day <= daysInEthiopianMonth(year, month); day++) {
          const gregorian = ethiopianToGregorian({ year, month, day });
          const back = gregorian && gregorianToEthiopian(gregorian);
          if (
            gregorian !== isoDay(expected) ||
            JSON.stringify(back) !== JSON.stringify({ year, month, day })
          ) {
            mismatches.push(`${day}/${month}/${year}: ${gregorian}, back ${JSON.stringify(back)}`);
          }
          expected += DAY_MS;
          days += 1;
        }
      }
    }
    expect(mismatches).toEqual([]);
    // 61 years of 365 days and 15 leap days (1991, 1995, … 2047).
    expect(days).toBe(61 * 365 + 15);
  });

  it("goes back to every Gregorian day of 1900–2100 from its Ethiopian date", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += DAY_MS) {
      const day = isoDay(time);
      const back = ethiopianToGregorian(gregorianToEthiopian(day));
      if (back !== day) mismatches.push(`${day}: back ${back}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("typed Ethiopian days", () => {
  it.each([
    ["22/04/2019", "2026-12-31"],
    ["22.4.2019", "2026-12-31"],
    ["22-04-2019", "2026-12-31"],
    [" 1 / 1 / 2019 ", "2026-09-11"],
    ["06/13/2019", "2027-09-11"],
    ["05/13/2018", "2026-09-10"],
  ])("reads %j as %s", (typed, gregorian) => {
    expect(parseEthiopianDay(typed)).toBe(gregorian);
  });

  it.each([
    "31/01/2019",
    "06/13/2018",
    "01/14/2019",
    "22/04/19",
    "22/04-2019",
    "2026-12-31",
    "22/04/2019x",
    "",
  ])("refuses %j", (typed) => {
    expect(parseEthiopianDay(typed)).toBeNull();
  });

  it("writes a Gregorian day back as it is typed", () => {
    expect(ethiopianDayText("2026-12-31")).toBe("22/04/2019");
    expect(ethiopianDayText("2027-09-11")).toBe("06/13/2019");
    expect(ethiopianDayText("2026-09-11")).toBe("01/01/2019");
    expect(parseEthiopianDay(ethiopianDayText("2024-02-29"))).toBe("2024-02-29");
  });
});
