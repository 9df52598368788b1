import { describe, expect, it } from "vitest";
import { closingMarker } from "~/modules/tenders/closing-marker";
import {
  formatBirr,
  formatDateTime,
  formatPercent,
  formatTenderDateTime,
  timeAgo,
} from "~/modules/tenders/format";

// 10:00 in Addis Ababa on 11 December 2026, which is Tahsas 2, 2019 in the Ethiopian calendar.
const CLOSING = "2026-12-11T07:00:00.000Z";

describe("tender dates in both calendars", () => {
  it("puts the reader's calendar first, with the time in East Africa Time", () => {
    expect(formatTenderDateTime(CLOSING, "en")).toBe(
      "11 Dec 2026 (Tahsas 2, 2019 E.C.), 10:00 EAT",
    );
    expect(formatTenderDateTime(CLOSING, "am")).toBe("ታኅሣሥ 2, 2019 ዓ.ም. (11 Dec 2026), 10:00 EAT");
  });

  it("adds the Ethiopian day clock in Amharic when asked (the closing date on the detail)", () => {
    expect(formatTenderDateTime(CLOSING, "am", { localClock: true })).toBe(
      "ታኅሣሥ 2, 2019 ዓ.ም. (11 Dec 2026), 10:00 EAT (ከጠዋቱ 4 ሰዓት)",
    );
    // English readers get the international hour only.
    expect(formatTenderDateTime(CLOSING, "en", { localClock: true })).toBe(
      "11 Dec 2026 (Tahsas 2, 2019 E.C.), 10:00 EAT",
    );
  });

  it("keeps formatDateTime's English as it was, and says when there is no date", () => {
    expect(formatDateTime(CLOSING)).toBe("11 Dec 2026, 10:00 EAT");
    expect(formatDateTime(CLOSING, "am")).toBe("ታኅሣሥ 2, 2019 ዓ.ም. (11 Dec 2026), 10:00 EAT");
    expect(formatDateTime(null)).toBe("Not set");
    expect(formatTenderDateTime(null, "am")).toBe("አልተወሰነም");
  });
});

describe("amounts, 'x ago' and closing markers in Amharic", () => {
  it("writes prices and bid bonds", () => {
    expect(formatBirr(12_500.5, "am")).toBe("12,500.5 ብር");
    expect(formatBirr(null, "am")).toBe("ነጻ");
    expect(formatBirr(12_500.5)).toBe("12,500.5 birr");
    expect(formatPercent(2, "am")).toBe("2%");
    expect(formatPercent(null, "am")).toBe("አያስፈልግም");
  });

  it("counts back with the platform's relative time words", () => {
    const now = "2026-06-01T09:00:00.000Z";
    expect(timeAgo("2026-05-29T09:00:00.000Z", now, "am")).toBe("ከ3 ቀናት በፊት");
    expect(timeAgo("2026-06-01T08:59:00.000Z", now, "am")).toBe("ከ1 ደቂቃ በፊት");
    expect(timeAgo("2026-06-01T08:59:30.000Z", now, "am")).toBe("አሁን");
  });

  it("says how long bidding stays open", () => {
    expect(closingMarker("open", 0, "am")).toBe("ዛሬ ይዘጋል");
    expect(closingMarker("open", 1, "am")).toBe("በ1 ቀን ውስጥ ይዘጋል");
    expect(closingMarker("open", 12, "am")).toBe("በ12 ቀናት ውስጥ ይዘጋል");
    expect(closingMarker("closed", -3, "am")).toBe("ተዘግቷል");
  });
});
