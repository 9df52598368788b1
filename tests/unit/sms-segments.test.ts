import { describe, expect, it } from "vitest";
import { gsmLookAlikes, isGsm7, smsLength, smsSegments } from "~/modules/alerts/sms-segments";

describe("SMS segments as GSM networks count them", () => {
  it("counts GSM-7: 160 septets alone, 153 per part", () => {
    expect(smsLength("")).toEqual({ encoding: "GSM-7", units: 0, segments: 0 });
    expect(smsLength("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsLength("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(smsSegments("a".repeat(306))).toBe(2);
    expect(smsSegments("a".repeat(307))).toBe(3);
    // The basic set's accented letters, Greek capitals and £ cost one septet like any letter.
    expect(smsLength("£ÉéüÑΔ@")).toEqual({ encoding: "GSM-7", units: 7, segments: 1 });
  });

  it("counts each extension-table character as two septets", () => {
    expect(isGsm7("€[]{}^~|\\")).toBe(true);
    expect(smsLength("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsLength("€".repeat(80) + "a")).toEqual({
      encoding: "GSM-7",
      units: 161,
      segments: 2,
    });
    // A part never splits an escape pair: 152 letters and a euro leave the euro to part two.
    expect(smsSegments("a".repeat(152) + "€" + "a".repeat(152))).toBe(3);
    expect(smsSegments("a".repeat(151) + "€" + "a".repeat(153))).toBe(2);
  });

  it("switches the whole text to UCS-2 for one character outside GSM-7 (Amharic)", () => {
    expect(smsLength("ጨረታ")).toEqual({ encoding: "UCS-2", units: 3, segments: 1 });
    expect(smsLength("a".repeat(69) + "ሀ")).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsLength("a".repeat(70) + "ሀ")).toEqual({ encoding: "UCS-2", units: 71, segments: 2 });
    expect(smsSegments("ሀ".repeat(134))).toBe(2);
    expect(smsSegments("ሀ".repeat(135))).toBe(3);
    // The curly apostrophe and the ellipsis are not GSM-7 either.
    expect(smsLength("Buyer’s guide").encoding).toBe("UCS-2");
    expect(smsLength("…").encoding).toBe("UCS-2");
  });

  it("counts UTF-16 code units: an emoji is two and is never split across parts", () => {
    expect(smsLength("📄")).toEqual({ encoding: "UCS-2", units: 2, segments: 1 });
    expect(smsSegments("a".repeat(66) + "📄" + "a".repeat(66))).toBe(3);
    expect(smsSegments("a".repeat(65) + "📄" + "a".repeat(67))).toBe(2);
  });

  it("writes typographic punctuation as its GSM-7 look-alike", () => {
    const typed = "“Buyer’s” guide – 2026… done";
    expect(gsmLookAlikes(typed)).toBe('"Buyer\'s" guide - 2026... done');
    expect(isGsm7(gsmLookAlikes(typed))).toBe(true);
    expect(gsmLookAlikes("ጨረታ")).toBe("ጨረታ");
  });
});
