import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMatches } from "~/modules/alerts/alert-matching.server";
import { extractPendingDocuments } from "~/modules/document-text/document-text.server";
import { MATCH_END, MATCH_START } from "~/modules/tenders/document-match";
import { readTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import type { Viewer } from "~/modules/tenders/tender-types";
import { updateTender } from "~/modules/tenders/tender-commands.server";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import {
  corruptPdf,
  docxWithTable,
  encryptedPdf,
  pdfWithText,
  pdfWithoutText,
  xlsxBoq,
} from "./document-files";

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(() => f.close());

// Words no demo or other test tender carries, so every match below is the documents' doing.
const BOQ_ITEM = "Ductile iron pipe DN150 quagganite";
const SPEC_ITEM = "Transformer oil-immersed wombatcoil";
const NOTICE_LINE = "Bidders shall submit a platypusbond of 2%";

async function search(q: string, viewer: Viewer) {
  const { filters } = readTenderFilters(new URLSearchParams({ q }));
  return (await listTenders(db.em(), filters, { viewer, pageSize: 50 })).items;
}

describe("search inside tender documents", () => {
  let tenderId: number;
  let plainId: number;

  beforeAll(async () => {
    tenderId = await f.tender({ title: "Rehabilitation of the town water network" });
    plainId = await f.tender({ title: "Supply of office chairs", description: "<p>Chairs</p>" });
    await f.document(tenderId, "BoQ.xlsx", await xlsxBoq([[1, BOQ_ITEM, "m", 1200]]));
    await f.document(
      tenderId,
      "Specification.docx",
      await docxWithTable("Technical specification", [
        ["Item", "Specification"],
        ["1", SPEC_ITEM],
      ]),
    );
    await f.document(tenderId, "Notice.pdf", await pdfWithText([[NOTICE_LINE], ["Page two"]]));
    await f.document(tenderId, "Scan.pdf", await pdfWithoutText(2));
    await f.document(tenderId, "Broken.pdf", corruptPdf());
    await f.document(tenderId, "Protected.pdf", encryptedPdf());
    expect(await extractPendingDocuments(f.db, tenderId)).toBe(6);
  });

  it("reads each file once and marks scans, corrupt and encrypted files without failing", async () => {
    const { rows } = await f.pool.query(
      `select file_name, text_status, page_count, text is not null as has_text
         from tender_documents where tender_id = $1 order by id`,
      [tenderId],
    );
    expect(rows).toEqual([
      { file_name: "BoQ.xlsx", text_status: "extracted", page_count: null, has_text: true },
      {
        file_name: "Specification.docx",
        text_status: "extracted",
        page_count: null,
        has_text: true,
      },
      { file_name: "Notice.pdf", text_status: "extracted", page_count: 2, has_text: true },
      { file_name: "Scan.pdf", text_status: "no-text", page_count: 2, has_text: false },
      { file_name: "Broken.pdf", text_status: "failed", page_count: null, has_text: false },
      { file_name: "Protected.pdf", text_status: "encrypted", page_count: null, has_text: false },
    ]);
    // Nothing is read twice.
    expect(await extractPendingDocuments(f.db, tenderId)).toBe(0);
  });

  it("finds a tender by a BoQ item, a Word table cell and a PDF line, naming the document", async () => {
    for (const [q, file, word] of [
      ["quagganite", "BoQ.xlsx", "quagganite"],
      ['"ductile iron pipe" quagganite', "BoQ.xlsx", "Ductile"],
      ["wombatcoil", "Specification.docx", "wombatcoil"],
      ["platypusbond", "Notice.pdf", "platypusbond"],
    ] as const) {
      const items = await search(q, "user");
      expect(
        items.map((item) => item.id),
        q,
      ).toEqual([tenderId]);
      const match = items[0]!.details!.documentMatch!;
      expect(match.fileName, q).toBe(file);
      expect(match.excerpt, q).toContain(`${MATCH_START}${word}${MATCH_END}`);
    }
    // Minus still excludes, over documents too.
    expect(await search("quagganite -wombatcoil", "user")).toEqual([]);
  });

  it("shows no document line when the tender's own text matched, and nothing to visitors", async () => {
    const own = await search("water network", "user");
    expect(own.find((item) => item.id === tenderId)?.details?.documentMatch).toBeNull();
    expect(await search("quagganite", "visitor")).toEqual([]);
    expect((await search("chairs", "user")).map((item) => item.id)).toContain(plainId);
  });

  it("matches alert keywords in documents and names the document in the why-text", async () => {
    const user = await f.user("documents");
    await f.channel(user.id, "email", user.email);
    await f.profile(user.id, { name: "Pipes", include: "quagganite", frequency: "immediate" });
    const rows = await findMatches(f.db, { frequency: "immediate", tenderIds: [tenderId] });
    expect(rows.filter((row) => row.userId === user.id).map((row) => row.why)).toEqual([
      [{ profile: "Pipes", keywords: ["quagganite"], documents: ["BoQ.xlsx"] }],
    ]);
  });

  it("stops finding a removed document's words with the edit that removes it", async () => {
    const other = await f.tender({ title: "Borehole drilling" });
    const documentId = await f.document(
      other,
      "Lots.xlsx",
      await xlsxBoq([[1, "numbatdrill", "pcs", 1]]),
    );
    await extractPendingDocuments(f.db, other);
    expect((await search("numbatdrill", "user")).map((item) => item.id)).toEqual([other]);

    const actor = await f.user("editor");
    const superadmin = { ...actor, fullname: "Editor", role: "superadmin", locale: null } as const;
    await updateTender(db.em(), superadmin, {
      id: other,
      title: "Borehole drilling",
      snippet: "",
      description: "",
      categories: [],
      subcategories: [],
      removeDocuments: [documentId],
      tenderLanguageId: await f.named("languages", `Lang ${other}`),
      tenderSourceId: await f.named("sources", `Source ${other}`),
      tenderRegionId: await f.named("regions", `Region ${other}`),
    });
    expect(await search("numbatdrill", "user")).toEqual([]);
  });
});
