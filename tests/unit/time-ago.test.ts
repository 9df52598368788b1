import { describe, expect, it } from "vitest";
import { minuteClock, timeAgo } from "~/modules/tenders/format";

describe("timeAgo", () => {
  it("counts in the largest whole unit, and 'just now' under a minute", () => {
    const now = "2026-06-01T09:00:00.000Z";
    expect(timeAgo("2026-06-01T08:59:30.000Z", now)).toBe("just now");
    expect(timeAgo("2026-06-01T08:59:00.000Z", now)).toBe("1 minute ago");
    expect(timeAgo("2026-06-01T06:00:00.000Z", now)).toBe("3 hours ago");
    expect(timeAgo("2026-05-29T09:00:00.000Z", now)).toBe("3 days ago");
  });
});

describe("minuteClock", () => {
  it("drops seconds and milliseconds, so a page read within a minute counts from one instant", () => {
    expect(minuteClock(new Date("2026-06-01T09:00:59.999Z"))).toBe("2026-06-01T09:00:00.000Z");
    expect(minuteClock(new Date("2026-06-01T09:01:00.000Z"))).toBe("2026-06-01T09:01:00.000Z");
  });
});
