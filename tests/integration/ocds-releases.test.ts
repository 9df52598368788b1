import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import {
  getOcdsRelease,
  listOcdsReleases,
  ocidOf,
  releasePackage,
} from "~/modules/api/ocds-releases.server";
import { ocdsReleasePackage } from "~/modules/api/ocds-schemas";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { config } from "~/server/config.server";
import { htmlToPlainText } from "~/server/html-plain-text.server";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();
const ids = { full: 0, bare: 0, future: 0, roads: 0, asphalt: 0, water: 0, pipes: 0, document: 0 };
const published = new Date("2026-02-01T07:00:00.000Z");

beforeAll(async () => {
  const em = db.em();
  const user = await registerUser(
    em,
    { fullname: "Ocds", email: "ocds@test.et", phone: "+251911000000", password: "long-pass" },
    "admin",
  );
  const roads = em.create(Category, { name: "Roads" });
  const water = em.create(Category, { name: "Water" });
  const asphalt = em.create(Subcategory, { name: "Asphalt", category: roads });
  const pipes = em.create(Subcategory, { name: "Pipes", category: water });
  const common = {
    language: em.create(Language, { name: "English" }),
    source: em.create(Source, { name: "Reporter" }),
    region: em.create(Region, { name: "Oromia" }),
    publishedBy: user,
  };
  const full = em.create(Tender, {
    ...common,
    title: "Rehabilitation of the Jimma–Agaro road",
    snippet: "Sealed bids are invited.",
    description:
      "<h2>Scope</h2><p>Asphalt &amp; drainage <strong>works</strong>.</p><table><tr><td>Lot 1</td><td>12 km</td></tr></table>",
    organisation: "Ethiopian Roads Administration",
    closingDate: new Date("2030-03-01T07:00:00.000Z"),
    openingDate: new Date("2030-03-01T08:00:00.000Z"),
    publishedAt: published,
    documentPrice: 300,
    bidBond: 2,
  });
  full.categories.set([roads, water]);
  full.subcategories.set([asphalt, pipes]);
  const bare = em.create(Tender, { ...common, title: "Supply of fuel", publishedAt: published });
  const future = em.create(Tender, {
    ...common,
    title: "Not yet published",
    publishedAt: new Date(Date.now() + 86_400_000),
  });
  await em.flush();
  const document = em.create(TenderDocument, {
    tender: full,
    fileName: "bid-document.pdf",
    storageKey: `ocds-test-${full.id}.pdf`,
    contentType: "application/pdf",
    size: 1000,
  });
  await em.flush();
  // Tenders saved in one flush can share a millisecond; the cursor test needs distinct release
  // dates, both before the amendment it makes.
  await em
    .getConnection()
    .execute(
      `update tenders set updated_at = now() - case id when ? then interval '2 seconds' else interval '1 second' end where id in (?, ?)`,
      [full.id, full.id, bare.id],
    );
  Object.assign(ids, {
    full: full.id,
    bare: bare.id,
    future: future.id,
    roads: roads.id,
    asphalt: asphalt.id,
    water: water.id,
    pipes: pipes.id,
    document: document.id,
  });
});

describe("OCDS releases", () => {
  it("maps a tender to an OCDS 1.1 release for signed-in callers", async () => {
    const release = await getOcdsRelease(db.em(), ids.full, "user");
    const stored = await db.em().findOneOrFail(Tender, { id: ids.full });
    const { appUrl, ocdsOcidPrefix } = config();
    expect(ocdsOcidPrefix).toBe("ocds-tenderlink-dev");
    expect(release).toMatchObject({
      ocid: `ocds-tenderlink-dev-${ids.full}`,
      date: stored.updatedAt.toISOString(),
      tag: ["tender"],
      initiationType: "tender",
      parties: [
        {
          id: "org-ethiopian-roads-administration",
          name: "Ethiopian Roads Administration",
          roles: ["buyer"],
        },
      ],
      buyer: { id: "org-ethiopian-roads-administration", name: "Ethiopian Roads Administration" },
      tender: {
        id: String(ids.full),
        title: "Rehabilitation of the Jimma–Agaro road",
        description: "Scope\nAsphalt & drainage works.\nLot 1\t12 km",
        tenderPeriod: {
          startDate: "2026-02-01T07:00:00.000Z",
          endDate: "2030-03-01T07:00:00.000Z",
        },
        items: [
          {
            id: String(ids.roads),
            description: "Roads",
            classification: {
              scheme: "x-tenderlink-category",
              id: String(ids.roads),
              description: "Roads",
            },
            additionalClassifications: [
              {
                scheme: "x-tenderlink-subcategory",
                id: String(ids.asphalt),
                description: "Asphalt",
              },
            ],
          },
          { id: String(ids.water), description: "Water" },
        ],
        documents: [
          {
            id: String(ids.document),
            title: "bid-document.pdf",
            url: `${appUrl}/documents/${ids.document}`,
            format: "application/pdf",
          },
        ],
        participationFees: [
          { id: "bid-documents", type: ["document"], value: { amount: 300, currency: "ETB" } },
        ],
      },
    });
    expect(release!.id).toBe(`${ids.full}-${release!.date}`);
    // No estimated value is known; the bid bond is a percentage of a bid, not the tender's value.
    expect(release!.tender).not.toHaveProperty("value");
    expect(JSON.stringify(release)).not.toContain("bidBond");
    expect(
      ocdsReleasePackage.safeParse(releasePackage([release!], { uri: `${appUrl}/x` })).success,
    ).toBe(true);
  });

  it("gives a visitor the title and snippet only, as the rest of the API does", async () => {
    const release = await getOcdsRelease(db.em(), ids.full, "visitor");
    expect(release).toEqual({
      ocid: ocidOf(ids.full),
      id: expect.any(String),
      date: expect.any(String),
      tag: ["tender"],
      initiationType: "tender",
      tender: {
        id: String(ids.full),
        title: "Rehabilitation of the Jimma–Agaro road",
        description: "Sealed bids are invited.",
      },
    });
  });

  it("dates a visitor's release by its publication, never by its last edit", async () => {
    // Edited after its publication (setup sets updated_at to about now).
    const bare = await db.em().findOneOrFail(Tender, { id: ids.bare });
    expect(bare.updatedAt.getTime()).toBeGreaterThan(published.getTime());
    const single = await getOcdsRelease(db.em(), ids.bare, "visitor");
    expect(single?.date).toBe(published.toISOString());
    expect(single?.id).toBe(`${ids.bare}-${published.toISOString()}`);
    const { releases } = await listOcdsReleases(db.em(), { limit: 100, viewer: "visitor" });
    const listed = releases.find((release) => release.tender.id === String(ids.bare));
    expect(listed?.date).toBe(published.toISOString());
    // A signed-in caller still sees the change, to harvest it again.
    expect((await getOcdsRelease(db.em(), ids.bare, "user"))?.date).toBe(
      bare.updatedAt.toISOString(),
    );
  });

  it("leaves out what a tender does not have", async () => {
    const release = await getOcdsRelease(db.em(), ids.bare, "user");
    expect(release?.buyer).toBeUndefined();
    expect(release?.parties).toBeUndefined();
    expect(release?.tender).toEqual({
      id: String(ids.bare),
      title: "Supply of fuel",
      tenderPeriod: { startDate: published.toISOString() },
    });
  });

  it("has no release for an unknown tender or one published for a later time", async () => {
    expect(await getOcdsRelease(db.em(), 999_999, "user")).toBeNull();
    expect(await getOcdsRelease(db.em(), ids.future, "user")).toBeNull();
    const { releases } = await listOcdsReleases(db.em(), { limit: 100, viewer: "user" });
    expect(releases.map((release) => release.ocid)).not.toContain(ocidOf(ids.future));
  });

  it("pages by release date with a cursor, and a changed tender comes again after the cursor", async () => {
    const first = await listOcdsReleases(db.em(), { limit: 1, viewer: "user" });
    expect(first.releases.map((release) => release.tender.id)).toEqual([String(ids.full)]);
    expect(first.next).toMatchObject({ after: ids.full });
    const second = await listOcdsReleases(db.em(), { ...first.next!, limit: 1, viewer: "user" });
    expect(second.releases.map((release) => release.tender.id)).toEqual([String(ids.bare)]);
    expect(second.next).toBeNull();

    // A harvester keeps the newest date it holds and asks from there next time.
    const harvested = second.releases[0]!.date;
    const since = await listOcdsReleases(db.em(), {
      since: harvested,
      limit: 10,
      viewer: "user",
    });
    expect(since.releases.map((release) => release.tender.id)).toEqual([String(ids.bare)]);

    const em = db.em();
    const full = await em.findOneOrFail(Tender, { id: ids.full });
    full.title = "Rehabilitation of the Jimma–Agaro road (amended)";
    await em.flush();
    const later = await listOcdsReleases(db.em(), {
      since: harvested,
      limit: 10,
      viewer: "user",
    });
    expect(later.releases.map((release) => release.tender.title)).toEqual([
      "Supply of fuel",
      "Rehabilitation of the Jimma–Agaro road (amended)",
    ]);
    expect(later.releases[1]!.id).not.toBe(first.releases[0]!.id);
    expect(later.releases[1]!.date > harvested).toBe(true);
  });

  it("turns rich text into plain text", () => {
    expect(
      htmlToPlainText("<p>A&nbsp;&lt;b&gt; &quot;c&quot;</p><ul><li>one</li><li>two</li></ul>"),
    ).toBe('A <b> "c"\none\ntwo');
  });
});
