import { describe, expect, it } from "vitest";
import { withoutBidiControls } from "~/modules/tenders/document-rules";
import { safeEntryName, zipEntryNames } from "~/modules/tenders/zip-entry-names";

/** Every bidirectional control: LRE RLE PDF LRO RLO, LRI RLI FSI PDI, LRM RLM, ALM. */
const BIDI_CONTROLS = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
];

describe("zip entry names", () => {
  it("keeps a plain or Amharic name as it is", () => {
    expect(safeEntryName("Bill of Quantities.xlsx")).toBe("Bill of Quantities.xlsx");
    expect(safeEntryName("የጨረታ ሰነድ.pdf")).toBe("የጨረታ ሰነድ.pdf");
  });

  it("never names a folder, so nothing unpacks outside the chosen one", () => {
    expect(safeEntryName("../../etc/passwd")).toBe("passwd");
    expect(safeEntryName("..\\..\\Windows\\win.ini")).toBe("win.ini");
    expect(safeEntryName("/abs/path.pdf")).toBe("path.pdf");
    expect(safeEntryName("..")).toBe("document");
    expect(safeEntryName("")).toBe("document");
  });

  it("replaces characters file systems refuse and avoids device names", () => {
    expect(safeEntryName('a<b>c:d"e|f?g*h\u0007.pdf')).toBe("a_b_c_d_e_f_g_h_.pdf");
    expect(safeEntryName(" .hidden. ")).toBe("hidden");
    expect(safeEntryName("CON.pdf")).toBe("_CON.pdf");
    expect(safeEntryName("lpt1")).toBe("_lpt1");
    expect(safeEntryName("console.pdf")).toBe("console.pdf");
  });

  it("shortens a very long name and keeps its extension", () => {
    const name = safeEntryName(`${"x".repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith("x.docx")).toBe(true);
  });

  it("tells apart names that would unpack to the same file", () => {
    expect(
      zipEntryNames(["BoQ.xlsx", "boq.xlsx", "a/BoQ.xlsx", "Notice.pdf", "BoQ (2).xlsx"]),
    ).toEqual(["BoQ.xlsx", "boq (2).xlsx", "BoQ (3).xlsx", "Notice.pdf", "BoQ (2) (2).xlsx"]);
  });

  it("drops bidirectional controls, so a name shows its real extension", () => {
    const hex = (control: string) => control.codePointAt(0)!.toString(16);
    // Shown as "xfdp.png" with the override: it is a PDF.
    expect(safeEntryName("x\u202egnp.pdf")).toBe("xgnp.pdf");
    for (const control of BIDI_CONTROLS) {
      expect(safeEntryName(`Offer${control}fdp.exe${control}.pdf`), hex(control)).toBe(
        "Offerfdp.exe.pdf",
      );
      expect(withoutBidiControls(`a${control}b`), hex(control)).toBe("ab");
    }
    // Letters that carry their own direction stay, and so do joiners some scripts need.
    expect(safeEntryName("عرض فني.pdf")).toBe("عرض فني.pdf");
    expect(withoutBidiControls("የጨረታ\u200dሰነድ")).toBe("የጨረታ\u200dሰነድ");
    // A name that only differs by controls is the same file once unpacked.
    expect(zipEntryNames(["BoQ.xlsx", "BoQ\u200e.xlsx", "\u2067BoQ.xlsx\u2069"])).toEqual([
      "BoQ.xlsx",
      "BoQ (2).xlsx",
      "BoQ (3).xlsx",
    ]);
  });
});
