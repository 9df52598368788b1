import { describe, expect, it } from "vitest";
import { chooseOrganisation } from "~/modules/tenders/organisation-choice";

const KNOWN = [
  "Addis Ababa City Roads Authority",
  "Ethiopian Electric Power",
  "Ethiopian Electric Utility",
  "Ethiopian Roads Administration",
  "Ministry of Health",
];

describe("the filter panel's organisation", () => {
  it("is nothing when nothing is typed", () => {
    expect(chooseOrganisation(undefined, KNOWN)).toEqual({
      organisation: undefined,
      unknown: null,
    });
  });

  it("is the known organisation of the typed name, whatever its letter case and spacing", () => {
    expect(chooseOrganisation("  ethiopian   ELECTRIC utility ", KNOWN)).toEqual({
      organisation: "Ethiopian Electric Utility",
      unknown: null,
    });
  });

  it("offers the organisations holding every typed word when none is called that", () => {
    expect(chooseOrganisation("electric ethiopian", KNOWN)).toEqual({
      organisation: "electric ethiopian",
      unknown: {
        typed: "electric ethiopian",
        suggestions: ["Ethiopian Electric Power", "Ethiopian Electric Utility"],
      },
    });
    expect(chooseOrganisation("roads", KNOWN).unknown?.suggestions).toEqual([
      "Addis Ababa City Roads Authority",
      "Ethiopian Roads Administration",
    ]);
  });

  it("offers nothing for a name no organisation resembles, and at most eight", () => {
    expect(chooseOrganisation("Ministry of Water", KNOWN).unknown).toEqual({
      typed: "Ministry of Water",
      suggestions: [],
    });
    const many = Array.from({ length: 20 }, (_, index) => `Woreda ${index} Administration`);
    expect(chooseOrganisation("woreda", many).unknown?.suggestions).toHaveLength(8);
  });
});
