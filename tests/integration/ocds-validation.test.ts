// The OCDS the API publishes, checked with a JSON Schema validator against the standard's own
// 1.1.5 release package and record package schemas (tests/integration/ocds-schema, copied as
// published): a tender release, an award release, a cancellation and a failed tender, the
// records with their compiled releases, and the paging cursor across tender and outcome releases.
import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { Category } from "~/modules/catalog/category.entity";
import {
  getOcdsRecord,
  listOcdsRecords,
  recordPackage,
  tenderIdOfOcid,
} from "~/modules/api/ocds-records.server";
import {
  getOcdsReleases,
  listOcdsReleases,
  ocidOf,
  releasePackage,
} from "~/modules/api/ocds-releases.server";
import type { OcdsRelease } from "~/modules/api/ocds-schemas";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { config } from "~/server/config.server";
import { setupTestDatabase } from "./database";
import { validateRecordPackage, validateReleasePackage } from "./ocds-schema/validators";

function expectValid(validate: typeof validateReleasePackage, data: unknown) {
  const valid = validate(data);
  expect(validate.errors ?? [], JSON.stringify(data, null, 1).slice(0, 4000)).toEqual([]);
  expect(valid).toBe(true);
}

const db = setupTestDatabase();
const ids = { awarded: 0, cancelled: 0, failed: 0, open: 0, notice: 0 };
const uri = () => `${config().appUrl}/api/ocds/test`;

beforeAll(async () => {
  const em = db.em();
  const admin = await registerUser(
    em,
    {
      fullname: "Ocds",
      email: "ocds-awards@test.et",
      phone: "+251911000001",
      password: "long-pass",
    },
    "admin",
  );
  const roads = em.create(Category, { name: "Roads" });
  const tender = (title: string, organisation: string | null) =>
    em.create(Tender, {
      title,
      snippet: `${title}: sealed bids invited.`,
      description: `<p>${title}</p>`,
      organisation,
      closingDate: new Date("2026-03-01T07:00:00.000Z"),
      publishedAt: new Date("2026-02-01T07:00:00.000Z"),
      publishedBy: admin,
    });
  const awarded = tender("Asphalt for the Jimma road", "Ethiopian Roads Administration");
  awarded.categories.set([roads]);
  const cancelled = tender("Office furniture", "Addis Ababa City Administration");
  const failed = tender("Borehole drilling", null);
  const open = tender("Laptops for schools", "Ministry of Education");
  await em.flush();
  const notice = em.create(TenderDocument, {
    tender: awarded,
    fileName: "award-notice.pdf",
    storageKey: `ocds-award-${awarded.id}.pdf`,
    contentType: "application/pdf",
    size: 1200,
  });
  await em.flush();
  Object.assign(ids, {
    awarded: awarded.id,
    cancelled: cancelled.id,
    failed: failed.id,
    open: open.id,
    notice: notice.id,
  });
  const sql = (text: string, values: unknown[] = []) => em.getConnection().execute(text, values);
  // Last edited at publication, before their outcomes: each record is its tender, then its outcome.
  await sql(`update tenders set updated_at = published_at`);
  await sql(`insert into suppliers (name, slug) values ('Sunshine Construction PLC', 'sunshine-construction-plc'),
    ('Abay Asphalt', 'abay-asphalt')`);
  await sql(
    `insert into tender_outcomes (tender_id, status, reason, updated_at) values
       (?, 'awarded', null, '2026-04-01T08:00:00Z'),
       (?, 'cancelled', 'Budget withdrawn', '2026-04-02T08:00:00Z'),
       (?, 'failed', 'No valid bids', '2026-04-03T08:00:00Z')`,
    [ids.awarded, ids.cancelled, ids.failed],
  );
  await sql(
    `insert into awards (tender_id, lot, supplier_id, amount, currency, awarded_on, note, notice_document_id)
     select ?, 1, id, 12500000.50, 'ETB', date '2026-03-28', 'Lot 1: 12 km', ? from suppliers where slug = 'sunshine-construction-plc'
     union all
     select ?, 2, id, 40000, 'USD', date '2026-03-29', null, null::int from suppliers where slug = 'abay-asphalt'`,
    [ids.awarded, ids.notice, ids.awarded],
  );
});

const byTag = (releases: OcdsRelease[], tag: string) =>
  releases.filter((release) => release.tag.includes(tag as OcdsRelease["tag"][number]));

describe("OCDS releases against the 1.1.5 release package schema", () => {
  it("publishes an award release with the awards, suppliers and buyer as parties", async () => {
    const releases = await getOcdsReleases(db.em(), ids.awarded, "user");
    expect(releases.map((release) => release.tag)).toEqual([["tender"], ["award"]]);
    expectValid(validateReleasePackage, releasePackage(releases, { uri: uri() }));
    const [award] = byTag(releases, "award");
    const { appUrl } = config();
    expect(award).toMatchObject({
      ocid: ocidOf(ids.awarded),
      date: "2026-04-01T08:00:00.000Z",
      id: `${ids.awarded}-award-2026-04-01T08:00:00.000Z`,
      initiationType: "tender",
      buyer: { id: "org-ethiopian-roads-administration", name: "Ethiopian Roads Administration" },
      tender: { id: String(ids.awarded), status: "complete" },
      awards: [
        {
          id: "lot-1",
          description: "Lot 1: 12 km",
          status: "active",
          date: "2026-03-28T00:00:00+03:00",
          value: { amount: 12500000.5, currency: "ETB" },
          suppliers: [
            { id: "supplier-sunshine-construction-plc", name: "Sunshine Construction PLC" },
          ],
          documents: [
            {
              id: String(ids.notice),
              documentType: "awardNotice",
              title: "award-notice.pdf",
              url: `${appUrl}/documents/${ids.notice}`,
              format: "application/pdf",
            },
          ],
        },
        {
          id: "lot-2",
          value: { amount: 40000, currency: "USD" },
          suppliers: [{ id: "supplier-abay-asphalt", name: "Abay Asphalt" }],
        },
      ],
    });
    expect(award!.parties).toEqual([
      {
        id: "org-ethiopian-roads-administration",
        name: "Ethiopian Roads Administration",
        identifier: {
          scheme: "X-TENDERLINK-ORGANISATION",
          id: "ethiopian-roads-administration",
          legalName: "Ethiopian Roads Administration",
        },
        roles: ["buyer"],
      },
      {
        id: "supplier-sunshine-construction-plc",
        name: "Sunshine Construction PLC",
        identifier: {
          scheme: "X-TENDERLINK-SUPPLIER",
          id: "sunshine-construction-plc",
          legalName: "Sunshine Construction PLC",
          uri: `${appUrl}/suppliers/sunshine-construction-plc`,
        },
        roles: ["supplier"],
      },
      expect.objectContaining({ id: "supplier-abay-asphalt", roles: ["supplier"] }),
    ]);
  });

  it("publishes a cancellation as tenderCancellation and a failed tender as tenderUpdate", async () => {
    const cancelled = await getOcdsReleases(db.em(), ids.cancelled, "user");
    const failed = await getOcdsReleases(db.em(), ids.failed, "user");
    expectValid(validateReleasePackage, releasePackage([...cancelled, ...failed], { uri: uri() }));
    expect(cancelled[1]).toMatchObject({
      tag: ["tenderCancellation"],
      tender: { id: String(ids.cancelled), status: "cancelled" },
    });
    expect(cancelled[1]).not.toHaveProperty("awards");
    expect(failed[1]).toMatchObject({
      tag: ["tenderUpdate"],
      tender: { id: String(ids.failed), status: "unsuccessful" },
    });
    expect(failed[1]).not.toHaveProperty("parties");
  });

  it("gives visitors the tender releases only, valid as well", async () => {
    for (const id of [ids.awarded, ids.cancelled]) {
      const releases = await getOcdsReleases(db.em(), id, "visitor");
      expect(releases.map((release) => release.tag)).toEqual([["tender"]]);
      expectValid(validateReleasePackage, releasePackage(releases, { uri: uri() }));
    }
    const { releases } = await listOcdsReleases(db.em(), { limit: 100, viewer: "visitor" });
    expect(byTag(releases, "award")).toEqual([]);
  });

  it("pages tender and outcome releases in one order, one release at a time, none twice", async () => {
    const all = await listOcdsReleases(db.em(), { limit: 100, viewer: "user" });
    expect(all.releases).toHaveLength(7);
    expectValid(validateReleasePackage, releasePackage(all.releases, { uri: uri() }));
    const dates = all.releases.map((release) => release.date);
    expect(dates).toEqual(dates.toSorted());

    const paged: string[] = [];
    let cursor: { since?: string; after?: number; stage?: "tender" | "outcome" } = {};
    for (let page = 0; page < 10; page++) {
      const { releases, next } = await listOcdsReleases(db.em(), {
        ...cursor,
        limit: 1,
        viewer: "user",
      });
      paged.push(...releases.map((release) => release.id));
      if (!next) break;
      cursor = next;
    }
    expect(paged).toEqual(all.releases.map((release) => release.id));
  });

  it("is not valid when a release breaks the standard: the validator checks", async () => {
    const releases = await getOcdsReleases(db.em(), ids.awarded, "user");
    const broken = structuredClone(releases);
    broken[1]!.awards![0]!.value.currency = "birr";
    expect(validateReleasePackage(releasePackage(broken, { uri: uri() }))).toBe(false);
    expect(
      validateReleasePackage({ ...releasePackage(releases, { uri: uri() }), releases: [] }),
    ).toBe(false);
  });
});

describe("OCDS records against the 1.1.5 record package schema", () => {
  it("compiles a record's releases by the merge rules", async () => {
    const record = await getOcdsRecord(db.em(), ids.awarded, "user");
    expectValid(validateRecordPackage, recordPackage([record!], { uri: uri() }));
    expect(record!.releases.map((release) => release.tag)).toEqual([["tender"], ["award"]]);
    const compiled = record!.compiledRelease;
    expect(compiled).toMatchObject({
      ocid: ocidOf(ids.awarded),
      tag: ["compiled"],
      date: "2026-04-01T08:00:00.000Z",
      tender: {
        id: String(ids.awarded),
        title: "Asphalt for the Jimma road",
        status: "complete",
        items: [expect.objectContaining({ description: "Roads" })],
      },
      awards: [expect.objectContaining({ id: "lot-1" }), expect.objectContaining({ id: "lot-2" })],
    });
    // The buyer, named by both releases, is one party.
    expect(compiled.parties!.map((party) => party.id)).toEqual([
      "org-ethiopian-roads-administration",
      "supplier-sunshine-construction-plc",
      "supplier-abay-asphalt",
    ]);
  });

  it("lists every published tender's record, paged by tender id, valid page by page", async () => {
    const first = await listOcdsRecords(db.em(), { limit: 2, viewer: "user" });
    expect(first.records.map((record) => record.ocid)).toEqual([
      ocidOf(ids.awarded),
      ocidOf(ids.cancelled),
    ]);
    expect(first.next).toBe(ids.cancelled);
    expectValid(validateRecordPackage, recordPackage(first.records, { uri: uri() }));
    const second = await listOcdsRecords(db.em(), { after: first.next!, limit: 2, viewer: "user" });
    expect(second.records.map((record) => record.ocid)).toEqual([
      ocidOf(ids.failed),
      ocidOf(ids.open),
    ]);
    expectValid(validateRecordPackage, recordPackage(second.records, { uri: uri() }));
    const cancelled = first.records[1]!.compiledRelease;
    expect(cancelled.tender).toMatchObject({ title: "Office furniture", status: "cancelled" });

    const visitors = await listOcdsRecords(db.em(), { limit: 100, viewer: "visitor" });
    expectValid(validateRecordPackage, recordPackage(visitors.records, { uri: uri() }));
    expect(visitors.records.every((record) => record.releases.length === 1)).toBe(true);
  });

  it("finds a record by its ocid or its tender id, and no other publisher's", () => {
    expect(tenderIdOfOcid(ocidOf(ids.awarded))).toBe(ids.awarded);
    expect(tenderIdOfOcid(String(ids.awarded))).toBe(ids.awarded);
    expect(tenderIdOfOcid(`ocds-abc123-${ids.awarded}`)).toBeNull();
    expect(tenderIdOfOcid("")).toBeNull();
  });
});
