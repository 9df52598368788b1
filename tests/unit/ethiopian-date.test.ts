import { describe, expect, it } from "vitest";
import {
  ethiopianDateParts,
  formatEthiopianDate,
  formatLocalClock,
} from "~/modules/calendar/ethiopian-date";

/**
 * The reference the module is checked against: the arithmetic conversion through the Julian Day
 * Number (Reingold & Dershowitz, Calendrical Calculations), independent of ICU.
 */
function gregorianToJdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

/** Meskerem 1, 1 E.C. (29 August 8 in the Julian calendar). */
const ETHIOPIAN_EPOCH_JDN = 1724221;

function jdnToEthiopian(jdn: number): { year: number; month: number; day: number } {
  const days = jdn - ETHIOPIAN_EPOCH_JDN;
  // Every fourth year (year % 4 == 3) has a sixth Pagume day.
  const year = Math.floor((4 * days + 1463) / 1461);
  const dayOfYear = days - (365 * (year - 1) + Math.floor(year / 4));
  return { year, month: Math.floor(dayOfYear / 30) + 1, day: (dayOfYear % 30) + 1 };
}

/** Noon in Addis Ababa on a Gregorian day there. */
const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00+03:00`);

describe("Ethiopian dates", () => {
  it.each([
    // Meskerem 1 is 12 September in the Gregorian year before a leap year, else 11 September.
    ["2023-09-11", [2015, 13, 6], "Pagume 6, 2015 E.C.", "ጳጉሜ 6, 2015 ዓ.ም."],
    ["2023-09-12", [2016, 1, 1], "Meskerem 1, 2016 E.C.", "መስከረም 1, 2016 ዓ.ም."],
    ["2024-09-10", [2016, 13, 5], "Pagume 5, 2016 E.C.", "ጳጉሜ 5, 2016 ዓ.ም."],
    ["2024-09-11", [2017, 1, 1], "Meskerem 1, 2017 E.C.", "መስከረም 1, 2017 ዓ.ም."],
    ["2026-09-10", [2018, 13, 5], "Pagume 5, 2018 E.C.", "ጳጉሜ 5, 2018 ዓ.ም."],
    ["2026-09-11", [2019, 1, 1], "Meskerem 1, 2019 E.C.", "መስከረም 1, 2019 ዓ.ም."],
    ["2027-09-11", [2019, 13, 6], "Pagume 6, 2019 E.C.", "ጳጉሜ 6, 2019 ዓ.ም."],
    ["2027-09-12", [2020, 1, 1], "Meskerem 1, 2020 E.C.", "መስከረም 1, 2020 ዓ.ም."],
    ["2026-12-11", [2019, 4, 2], "Tahsas 2, 2019 E.C.", "ታኅሣሥ 2, 2019 ዓ.ም."],
    // Genna, 7 January, is Tahsas 29, or Tahsas 28 after a Pagume 6, when Tahsas 29 is 8 January;
    // Timket, Tir 11, moves from 19 to 20 January the same way.
    ["2027-01-07", [2019, 4, 29], "Tahsas 29, 2019 E.C.", "ታኅሣሥ 29, 2019 ዓ.ም."],
    ["2024-01-07", [2016, 4, 28], "Tahsas 28, 2016 E.C.", "ታኅሣሥ 28, 2016 ዓ.ም."],
    ["2024-01-08", [2016, 4, 29], "Tahsas 29, 2016 E.C.", "ታኅሣሥ 29, 2016 ዓ.ም."],
    ["2027-01-19", [2019, 5, 11], "Tir 11, 2019 E.C.", "ጥር 11, 2019 ዓ.ም."],
    ["2024-01-20", [2016, 5, 11], "Tir 11, 2016 E.C.", "ጥር 11, 2016 ዓ.ም."],
    ["2000-01-01", [1992, 4, 22], "Tahsas 22, 1992 E.C.", "ታኅሣሥ 22, 1992 ዓ.ም."],
    ["2026-05-01", [2018, 8, 23], "Miyazya 23, 2018 E.C.", "ሚያዝያ 23, 2018 ዓ.ም."],
  ] as const)("%s is %j: %s, %s", (isoDate, [year, month, day], english, amharic) => {
    const instant = noon(isoDate);
    expect(ethiopianDateParts(instant)).toEqual({ year, month, day });
    expect(formatEthiopianDate(instant, "en")).toBe(english);
    expect(formatEthiopianDate(instant, "am")).toBe(amharic);
  });

  it("takes the day in Addis Ababa: 22:30 UTC on 10 September 2026 is already New Year", () => {
    const instant = new Date("2026-09-10T22:30:00Z");
    expect(ethiopianDateParts(instant)).toEqual({ year: 2019, month: 1, day: 1 });
    expect(formatEthiopianDate(instant, "en")).toBe("Meskerem 1, 2019 E.C.");
    expect(formatEthiopianDate(instant, "am")).toBe("መስከረም 1, 2019 ዓ.ም.");
    expect(ethiopianDateParts(new Date("2026-09-10T20:59:59Z"))).toEqual({
      year: 2018,
      month: 13,
      day: 5,
    });
  });

  it("agrees with the arithmetic conversion on every day of 2000–2040, at both ends of the day", () => {
    const mismatches: string[] = [];
    let days = 0;
    const hour = 3600_000;
    for (let utcMidnight = Date.UTC(2000, 0, 1); utcMidnight <= Date.UTC(2040, 11, 31);) {
      const gregorian = new Date(utcMidnight);
      const expected = jdnToEthiopian(
        gregorianToJdn(
          gregorian.getUTCFullYear(),
          gregorian.getUTCMonth() + 1,
          gregorian.getUTCDate(),
        ),
      );
      // 00:00 and 23:59:59.999 in Addis Ababa (UTC+3) on that Gregorian day.
      for (const instant of [utcMidnight - 3 * hour, utcMidnight + 21 * hour - 1]) {
        const actual = ethiopianDateParts(new Date(instant));
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          mismatches.push(
            `${new Date(instant).toISOString()}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
      days += 1;
      utcMidnight += 24 * hour;
    }
    expect(days).toBe(14_976);
    expect(mismatches).toEqual([]);
  });
});

describe("formatLocalClock", () => {
  it.each([
    ["06:00", "ከጠዋቱ 12 ሰዓት", "12:00 in the morning (local time)"],
    ["07:05", "ከጠዋቱ 1:05 ሰዓት", "1:05 in the morning (local time)"],
    ["10:00", "ከጠዋቱ 4 ሰዓት", "4:00 in the morning (local time)"],
    ["12:00", "ከቀኑ 6 ሰዓት", "6:00 at midday (local time)"],
    ["13:30", "ከሰዓት በኋላ 7:30 ሰዓት", "7:30 in the afternoon (local time)"],
    ["18:00", "ከምሽቱ 12 ሰዓት", "12:00 in the evening (local time)"],
    ["19:00", "ከምሽቱ 1 ሰዓት", "1:00 in the evening (local time)"],
    ["00:00", "ከሌሊቱ 6 ሰዓት", "6:00 at night (local time)"],
    ["02:00", "ከሌሊቱ 8 ሰዓት", "8:00 at night (local time)"],
    ["05:59", "ከሌሊቱ 11:59 ሰዓት", "11:59 at night (local time)"],
  ])("%s in Addis Ababa is %s, %s", (time, amharic, english) => {
    const instant = new Date(`2026-12-11T${time}:00+03:00`);
    expect(formatLocalClock(instant, "am")).toBe(amharic);
    expect(formatLocalClock(instant, "en")).toBe(english);
  });

  it("reads the hour in Addis Ababa, not UTC", () => {
    // 22:30 UTC is 01:30 the next day in Addis Ababa.
    expect(formatLocalClock(new Date("2026-09-10T22:30:00Z"), "am")).toBe("ከሌሊቱ 7:30 ሰዓት");
  });
});
