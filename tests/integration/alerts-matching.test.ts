import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMatches } from "~/modules/alerts/alert-matching.server";
import { setupTestDatabase } from "./database";
import { AlertFixtures } from "./alerts-fixtures";

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(() => f.close());

async function dailyMatches(userId: number, now = new Date()) {
  const rows = await findMatches(f.db, { frequency: "daily", now });
  return rows.filter((row) => row.userId === userId);
}

async function verifiedUser(label: string) {
  const user = await f.user(label);
  await f.channel(user.id, "email", user.email);
  return user;
}

describe("alert matching (one SQL over users × profiles × tenders)", () => {
  it("matches include keywords as the list search does and says which keyword matched", async () => {
    const user = await verifiedUser("include");
    await f.profile(user.id, { name: "Roads", include: "zebraroad, quokkabridge" });
    const road = await f.tender({ title: "Construction of zebraroad works" });
    const bridge = await f.tender({ title: "Repair", description: "<p>The quokkabridges</p>" });
    await f.tender({ title: "Supply of office furniture" });

    const rows = await dailyMatches(user.id);
    expect(rows.map((row) => row.tenderId).sort()).toEqual([road, bridge].sort());
    expect(rows.find((row) => row.tenderId === road)?.why).toEqual([
      { profile: "Roads", keywords: ["zebraroad"] },
    ]);
    // English stemming, as on the list page: "quokkabridges" matches "quokkabridge".
    expect(rows.find((row) => row.tenderId === bridge)?.why[0]?.keywords).toEqual(["quokkabridge"]);
  });

  it("drops tenders that match an exclude keyword", async () => {
    const user = await verifiedUser("exclude");
    await f.profile(user.id, { include: "wombatpipe", exclude: 'plasticky, "used stock"' });
    const kept = await f.tender({ title: "Steel wombatpipe supply" });
    await f.tender({ title: "Plasticky wombatpipe supply" });
    await f.tender({ title: "wombatpipe from used stock" });
    expect((await dailyMatches(user.id)).map((row) => row.tenderId)).toEqual([kept]);
  });

  it("honours every catalogue filter; an empty choice means any", async () => {
    const category = await f.named("categories", "Works");
    const otherCategory = await f.named("categories", "Goods");
    const sub = await f.named("subcategories", "Bridges", { category_id: otherCategory });
    const region = await f.named("regions", "Amhara");
    const otherRegion = await f.named("regions", "Afar");
    const source = await f.named("sources", "Addis Zemen");
    const language = await f.named("languages", "Amharic");
    const base = { title: "Numbatlamp procurement", region, source, language };
    const inCategory = await f.tender({ ...base, categories: [category] });
    const inSub = await f.tender({ ...base, categories: [otherCategory], subcategories: [sub] });
    await f.tender({ ...base, categories: [otherCategory] });
    const elsewhere = await f.tender({ ...base, region: otherRegion, categories: [category] });

    const tree = await verifiedUser("tree");
    await f.profile(tree.id, {
      include: "numbatlamp",
      categories: [category],
      subcategories: [sub],
    });
    expect((await dailyMatches(tree.id)).map((r) => r.tenderId).sort()).toEqual(
      [inCategory, inSub, elsewhere].sort(),
    );

    const regional = await verifiedUser("region");
    await f.profile(regional.id, { include: "numbatlamp", regions: [otherRegion] });
    expect((await dailyMatches(regional.id)).map((r) => r.tenderId)).toEqual([elsewhere]);

    const bySource = await verifiedUser("source");
    const otherSource = await f.named("sources", "Reporter");
    await f.profile(bySource.id, { include: "numbatlamp", sources: [otherSource] });
    expect(await dailyMatches(bySource.id)).toEqual([]);

    const byLanguage = await verifiedUser("language");
    await f.profile(byLanguage.id, { include: "numbatlamp", languages: [language] });
    expect(await dailyMatches(byLanguage.id)).toHaveLength(4);
  });

  it("matches a named organisation in any letter case, as a later tender may write it", async () => {
    const named = await f.tender({ title: "Quollgate supply", organisation: "QUOLLGATE WORKS" });
    await f.tender({ title: "Quollgate supply", organisation: "Quollgate Works Agency" });
    const user = await verifiedUser("organisation-case");
    await f.profile(user.id, { include: "quollgate", organisation: "Quollgate Works" });
    expect((await dailyMatches(user.id)).map((r) => r.tenderId)).toEqual([named]);
  });

  it("matches one issuing organisation exactly when the profile names one", async () => {
    const ministry = "Ministry of Quollwater Works";
    const named = await f.tender({ title: "Quollpump supply", organisation: ministry });
    await f.tender({ title: "Quollpump supply", organisation: "Quollwater Authority" });
    await f.tender({ title: "Quollpump supply" });

    const byOrganisation = await verifiedUser("organisation");
    await f.profile(byOrganisation.id, { include: "quollpump", organisation: ministry });
    expect((await dailyMatches(byOrganisation.id)).map((r) => r.tenderId)).toEqual([named]);

    const anyOrganisation = await verifiedUser("any-organisation");
    await f.profile(anyOrganisation.id, { include: "quollpump" });
    expect(await dailyMatches(anyOrganisation.id)).toHaveLength(3);
  });

  it("ignores paused profiles, unverified or unsubscribed channels and unchosen channels", async () => {
    const tender = await f.tender({ title: "Kiwifence installation" });
    const paused = await verifiedUser("paused");
    await f.profile(paused.id, { include: "kiwifence", paused: true });
    const unverified = await f.user("unverified");
    await f.channel(unverified.id, "email", unverified.email, { verified: false });
    await f.profile(unverified.id, { include: "kiwifence" });
    const unsubscribed = await f.user("unsubscribed");
    await f.channel(unsubscribed.id, "email", unsubscribed.email, { unsubscribed: true });
    await f.profile(unsubscribed.id, { include: "kiwifence" });
    const smsOnly = await verifiedUser("sms-only");
    await f.profile(smsOnly.id, { include: "kiwifence", channels: ["sms"] });
    const both = await verifiedUser("both");
    await f.channel(both.id, "sms", "0911000001");
    await f.profile(both.id, { include: "kiwifence", channels: ["email", "sms"] });

    for (const user of [paused, unverified, unsubscribed, smsOnly]) {
      expect(await dailyMatches(user.id)).toEqual([]);
    }
    const rows = await dailyMatches(both.id);
    expect(rows.map((row) => [row.channel, row.tenderId])).toEqual([
      ["email", tender],
      ["sms", tender],
    ]);
  });

  it("looks back to the last digest (24 h for a first one); immediate profiles only match the new tender", async () => {
    const user = await verifiedUser("window");
    await f.profile(user.id, { include: "dingotank" });
    await f.profile(user.id, { include: "dingotank", frequency: "immediate", name: "Now" });
    const fresh = await f.tender({ title: "Dingotank A" });
    await f.tender({ title: "Dingotank B", publishedAt: new Date(Date.now() - 30 * 3600_000) });
    expect((await dailyMatches(user.id)).map((row) => row.tenderId)).toEqual([fresh]);

    await f.pool.query("update users set last_digest_at = $2 where id = $1", [
      user.id,
      new Date(Date.now() - 40 * 3600_000),
    ]);
    expect(await dailyMatches(user.id)).toHaveLength(2);

    const immediate = await findMatches(f.db, { frequency: "immediate", tenderIds: [fresh] });
    expect(immediate.filter((row) => row.userId === user.id)).toEqual([
      {
        userId: user.id,
        channel: "email",
        tenderId: fresh,
        why: [{ profile: "Now", keywords: ["dingotank"] }],
      },
    ]);
  });

  it("matches every tender of the window for a profile without keywords or choices", async () => {
    const user = await verifiedUser("anything");
    await f.profile(user.id, {});
    const [{ count }] = (
      await f.pool.query(
        "select count(*)::int as count from tenders where published_at > now() - interval '24 hours'",
      )
    ).rows;
    expect(await dailyMatches(user.id)).toHaveLength(count);
  });
});
