import { describe, expect, it } from "vitest";
import { localName, namesForPage, sortedByLocalName } from "~/modules/catalog/local-name";

describe("a catalogue name in the page's language", () => {
  const both = { name: "Agriculture", nameAm: "ግብርና" };
  const englishOnly = { name: "Beverages", nameAm: null };

  it("is the English on English pages, unmarked", () => {
    expect(localName(both, "en")).toEqual({ text: "Agriculture" });
    expect(localName(englishOnly, "en")).toEqual({ text: "Beverages" });
  });

  it("is the Amharic on Amharic pages, else the English marked as English", () => {
    expect(localName(both, "am")).toEqual({ text: "ግብርና" });
    expect(localName(englishOnly, "am")).toEqual({ text: "Beverages", lang: "en" });
    expect(localName({ name: "Pumps", nameAm: "" }, "am")).toEqual({ text: "Pumps", lang: "en" });
  });

  it("orders a list by the names the page shows, leaving the English order alone", () => {
    const items = [
      { id: 1, name: "Agriculture", nameAm: "ግብርና" },
      { id: 2, name: "Water", nameAm: "ውኃ" },
      { id: 3, name: "Beverages", nameAm: "መጠጦች" },
    ];
    expect(sortedByLocalName(items, "en").map((item) => item.id)).toEqual([1, 2, 3]);
    expect(sortedByLocalName(items, "am").map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it("is sent to an English page without the Amharic, to an Amharic page whole", () => {
    expect(namesForPage({ id: 4, ...both }, "en")).toEqual({ id: 4, name: "Agriculture" });
    expect(namesForPage(englishOnly, "en")).toEqual({ name: "Beverages" });
    expect(namesForPage(both, "am")).toBe(both);
    expect(namesForPage(englishOnly, "am")).toBe(englishOnly);
  });
});
