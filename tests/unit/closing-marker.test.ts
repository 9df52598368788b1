import { describe, expect, it } from "vitest";
import { closingDaysLeft, closingMarker } from "~/modules/tenders/closing-marker";

describe("closing marker", () => {
  // 23:30 in Addis Ababa on 1 June 2026 (UTC+3).
  const now = "2026-06-01T20:30:00.000Z";

  it("counts Addis Ababa calendar days, not 24-hour periods", () => {
    // 00:30 on 2 June in Addis Ababa: one hour away, but tomorrow.
    expect(closingDaysLeft("2026-06-01T21:30:00.000Z", now)).toBe(1);
    // 23:59 on 1 June in Addis Ababa: today.
    expect(closingDaysLeft("2026-06-01T20:59:00.000Z", now)).toBe(0);
    expect(closingDaysLeft("2026-06-04T06:00:00.000Z", now)).toBe(3);
    expect(closingDaysLeft(null, now)).toBeNull();
  });

  it("says how long bidding stays open", () => {
    expect(closingMarker("open", 0)).toBe("Closing today");
    expect(closingMarker("open", 1)).toBe("Closes in 1 day");
    expect(closingMarker("open", 12)).toBe("Closes in 12 days");
    expect(closingMarker("open", null)).toBeNull();
    expect(closingMarker("closed", -3)).toBe("Closed");
  });
});
