import { describe, expect, it } from "vitest";
import { nextWindowDays } from "~/modules/tenders/tender-list.server";

// The day windows of a search (docs/decisions/020): after each window, the next one asks for as
// many days as the rate of matches so far says the rest of the 1,001 candidates needs.
describe("the next search window", () => {
  it("asks for the days the recent rate of matches needs, half again for safety", () => {
    // 100 matches in the first day: 901 more need 9.01 days, 14 with the margin.
    expect(nextWindowDays(100, 1001, 1, 1)).toBe(14);
    // 500 in the first 4 days: 501 more need 4.008 days, 7 with the margin.
    expect(nextWindowDays(500, 1001, 4, 3)).toBe(7);
  });

  it("triples the last window while nothing matched", () => {
    expect(nextWindowDays(0, 1001, 1, 1)).toBe(3);
    expect(nextWindowDays(0, 1001, 13, 9)).toBe(27);
  });

  it("never asks for more than 81 days, nor beyond the windows' 121", () => {
    expect(nextWindowDays(1, 1001, 1, 1)).toBe(81);
    expect(nextWindowDays(0, 1001, 40, 27)).toBe(81);
    expect(nextWindowDays(0, 1001, 100, 81)).toBe(21);
    expect(nextWindowDays(3, 1001, 110, 81)).toBe(11);
  });

  it("asks for one day at least", () => {
    expect(nextWindowDays(1000, 1001, 1, 1)).toBe(1);
  });
});
