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
      unknown: false,
    });
  });

  it("is the known organisation of the typed name, whatever its letter case and spacing", () => {
    expect(chooseOrganisation("  ethiopian   ELECTRIC utility ", KNOWN)).toEqual({
      organisation: "Ethiopian Electric Utility",
      unknown: false,
    });
  });

  it("leaves a name no organisation is called as typed, for the trigram search to read", () => {
    expect(chooseOrganisation("electric ethiopian", KNOWN)).toEqual({
      organisation: "electric ethiopian",
      unknown: true,
    });
    expect(chooseOrganisation("Ethiopian Electric", KNOWN).unknown).toBe(true);
  });
});
