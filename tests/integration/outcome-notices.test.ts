// Outcome notices through two running workers: the users who saved a tender hear that it was
// awarded or cancelled, on each of their channels and in their language, exactly once although
// both workers run the announcement at the same moment; a profile asking for award notices in a
// category hears of an award there; a saver whose profile also matches still hears once.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import type { AlertChannelKind } from "~/modules/alerts/alert-profile.entity";
import { alertsQueue } from "~/modules/alerts/alerts-queue.server";
import { announceOutcomes } from "~/modules/alerts/outcome-notices.server";
import { startAlertsWorker } from "~/modules/alerts/worker.server";
import { AlertFixtures, recordingTransport } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();
let f: AlertFixtures;
const stops: (() => Promise<void>)[] = [];
const transports = {
  email: recordingTransport(),
  telegram: recordingTransport(),
  sms: recordingTransport(),
};
const sentTo = (channel: AlertChannelKind, address: string) =>
  transports[channel].sent.filter((sent) => sent.address === address).map((sent) => sent.message);

const people = {} as Record<
  "english" | "amharic" | "follower" | "both" | "elsewhere",
  { id: number; email: string }
>;
const tenders = { road: 0, furniture: 0, water: 0 };
const categories = { roads: 0, water: 0 };

beforeAll(async () => {
  f = new AlertFixtures(db.url);
  for (let worker = 0; worker < 2; worker++) {
    stops.push(
      await startAlertsWorker({
        databaseUrl: db.url,
        pollingIntervalSeconds: 0.5,
        transports: (kind) => transports[kind].transport,
      }),
    );
  }
  categories.roads = await f.named("categories", "Roads");
  categories.water = await f.named("categories", "Water");
  tenders.road = await f.tender({
    title: "Asphalt works on the Jimma road",
    organisation: "Ethiopian Roads Administration",
    categories: [categories.roads],
  });
  tenders.furniture = await f.tender({ title: "Office furniture for the city hall" });
  tenders.water = await f.tender({ title: "Borehole pumps", categories: [categories.water] });
  for (const label of ["english", "amharic", "follower", "both", "elsewhere"] as const) {
    const user = await f.user(label);
    people[label] = user;
    await f.channel(user.id, "email", user.email);
    await f.channel(user.id, "telegram", `chat-${user.id}`);
  }
  await f.channel(people.english.id, "sms", "+251911223344");
  await f.pool.query("update users set locale = 'am' where id = $1", [people.amharic.id]);
  const save = (userId: number, tenderId: number) =>
    f.pool.query(
      "insert into saved_tenders (user_id, tender_id, created_at, updated_at) values ($1, $2, now(), now())",
      [userId, tenderId],
    );
  for (const person of [people.english, people.amharic, people.both]) {
    await save(person.id, tenders.road);
  }
  await save(people.english.id, tenders.furniture);
  await save(people.amharic.id, tenders.furniture);
  const awardProfile = async (userId: number, name: string, category: number) => {
    const id = await f.profile(userId, { name, categories: [category], channels: ["email"] });
    await f.pool.query("update alert_profiles set award_notices = true where id = $1", [id]);
  };
  await awardProfile(people.follower.id, "Road contracts", categories.roads);
  await awardProfile(people.both.id, "Roads too", categories.roads);
  await awardProfile(people.elsewhere.id, "Water only", categories.water);
}, 60_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  await f?.close();
});

/** What an admin screen or an import writes: the outcome, the supplier, the awards. */
async function recordOutcomes() {
  await f.pool.query(
    `insert into suppliers (name, slug, created_at, updated_at)
     values ('Sunshine Construction PLC', 'sunshine-construction-plc', now(), now())`,
  );
  await f.pool.query(
    `insert into tender_outcomes (tender_id, status, reason, created_at, updated_at) values
       ($1, 'awarded', null, now(), now()),
       ($2, 'cancelled', 'The budget was withdrawn', now(), now())`,
    [tenders.road, tenders.furniture],
  );
  await f.pool.query(
    `insert into awards (tender_id, lot, supplier_id, amount, currency, awarded_on, created_at, updated_at)
     select $1, 1, id, 12500000.50, 'ETB', date '2026-12-03', now(), now()
       from suppliers where slug = 'sunshine-construction-plc'`,
    [tenders.road],
  );
}

describe("outcome notices", () => {
  it("are queued once when two workers announce at the same moment", async () => {
    await recordOutcomes();
    // Both workers' runs at once, each in its own transaction on its own connection.
    const clients = [new pg.Client(db.url), new pg.Client(db.url)];
    await Promise.all(clients.map((client) => client.connect()));
    try {
      const runs = await Promise.all(
        clients.map(async (client) => {
          await client.query("begin");
          const announced = await announceOutcomes(
            { executeSql: (text, values) => client.query(text, values as unknown[]) },
            alertsQueue(),
          );
          await client.query("commit");
          return announced;
        }),
      );
      expect(runs.flat().sort((a, b) => a - b)).toEqual(
        [tenders.road, tenders.furniture].sort((a, b) => a - b),
      );
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    // And the workers' own runs, several at once, find nothing left to announce.
    await alertsQueue()!.insert(QUEUES.outcomes, [{}, {}, {}, {}]);

    // Road: 3 savers × 2 channels + the English saver's SMS + the follower's e-mail.
    // Furniture: 2 savers × 2 channels + the SMS. "elsewhere" follows another category.
    const expected = 3 * 2 + 1 + 1 + 2 * 2 + 1;
    const total = () =>
      transports.email.sent.length + transports.telegram.sent.length + transports.sms.sent.length;
    await expect.poll(total, { timeout: 30_000, interval: 250 }).toBe(expected);
    // Time for a second send to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(total()).toBe(expected);

    const rows = await f.pool.query<{ reason: string; status: string; n: number }>(
      `select reason, status, count(*)::int as n from alert_deliveries
        where reason like 'outcome:%' group by reason, status order by reason`,
    );
    expect(rows.rows).toEqual([
      { reason: "outcome:awarded", status: "sent", n: 8 },
      { reason: "outcome:cancelled", status: "sent", n: 5 },
    ]);
    expect(sentTo("email", people.elsewhere.email)).toEqual([]);
    // A saver whose profile also matches: one e-mail, as a saver.
    const both = sentTo("email", people.both.email);
    expect(both).toHaveLength(1);
    expect(both[0]!.text).toContain("Why: you saved this tender");
  }, 60_000);

  it("tells an English saver on e-mail, Telegram and SMS", () => {
    const [award, cancellation] = sentTo("email", people.english.email).toSorted((a, b) =>
      a.subject.localeCompare(b.subject),
    );
    expect(award!.subject).toBe("Awarded: Asphalt works on the Jimma road");
    expect(award!.text).toContain("A tender you follow has been awarded:");
    expect(award!.text).toContain("1. Asphalt works on the Jimma road");
    expect(award!.text).toContain("Why: you saved this tender");
    expect(award!.text).toContain(
      "Awarded to Sunshine Construction PLC: 12,500,000.5 birr, 3 Dec 2026",
    );
    expect(award!.text).toMatch(new RegExp(`/tenders/${tenders.road}\\n`));
    expect(award!.text).not.toContain("Closes:");
    expect(award!.html).toContain("Sunshine Construction PLC");
    expect(award!.headers?.["List-Unsubscribe"]).toBeDefined();
    expect(cancellation!.subject).toBe("Cancelled: Office furniture for the city hall");
    expect(cancellation!.text).toContain("A tender you saved has been cancelled:");
    expect(cancellation!.text).toContain("Reason: The budget was withdrawn");

    const telegram = sentTo("telegram", `chat-${people.english.id}`);
    expect(telegram).toHaveLength(2);
    expect(telegram.map((message) => message.text).join("\n")).toContain(
      "Awarded to Sunshine Construction PLC: 12,500,000.5 birr, 3 Dec 2026",
    );

    const sms = sentTo("sms", "+251911223344").map((message) => message.text);
    expect(sms.toSorted()).toEqual([
      expect.stringMatching(
        /^Awarded: Asphalt works on the Jimma road\nAwarded to Sunshine Construction PLC: 12,500,000\.5 birr\nhttp\S+\/tenders\/\d+$/,
      ),
      expect.stringMatching(
        /^Cancelled: Office furniture for the city hall\nhttp\S+\/tenders\/\d+$/,
      ),
    ]);
  });

  it("tells an Amharic saver in Amharic, with the Ethiopian date first", () => {
    const email = sentTo("email", people.amharic.email);
    const award = email.find((message) => message.subject.includes("Asphalt"))!;
    expect(award.subject).toBe("አሸናፊ ተለይቷል፦ Asphalt works on the Jimma road");
    expect(award.text).toContain("የሚከታተሉት ጨረታ አሸናፊ ተለይቷል፦");
    expect(award.text).toContain("ምክንያት፦ ይህን ጨረታ አስቀምጠዋል");
    expect(award.text).toContain(
      "አሸናፊ፦ Sunshine Construction PLC፣ 12,500,000.5 ብር፣ ኅዳር 24, 2019 ዓ.ም. (3 Dec 2026)",
    );
    expect(award.text).not.toContain("Awarded");
    const cancellation = email.find((message) => message.subject.includes("furniture"))!;
    expect(cancellation.subject).toBe("ተሰርዟል፦ Office furniture for the city hall");
    expect(cancellation.text).toContain("ምክንያት፦ The budget was withdrawn");

    const telegram = sentTo("telegram", `chat-${people.amharic.id}`).map((m) => m.text);
    expect(telegram.join("\n")).toContain("ያስቀመጡት ጨረታ ተሰርዟል፦");
    expect(telegram.join("\n")).toContain("አሸናፊ፦ Sunshine Construction PLC፣ 12,500,000.5 ብር");
  });

  it("tells a profile's owner of an award in its categories, naming the profile", () => {
    const [notice] = sentTo("email", people.follower.email);
    expect(notice!.subject).toBe("Awarded: Asphalt works on the Jimma road");
    expect(notice!.text).toContain('Why: award notices of your alert "Road contracts"');
    // The profile asked for e-mail only.
    expect(sentTo("telegram", `chat-${people.follower.id}`)).toEqual([]);
  });

  it("sends nothing when the outcome changed before the notice went out", async () => {
    const user = await f.user("late");
    await f.channel(user.id, "email", user.email);
    await f.pool.query(
      "insert into saved_tenders (user_id, tender_id, created_at, updated_at) values ($1, $2, now(), now())",
      [user.id, tenders.water],
    );
    await f.pool.query(
      `insert into tender_outcomes (tender_id, status, reason, created_at, updated_at)
       values ($1, 'cancelled', 'Re-advertised later', now(), now())`,
      [tenders.water],
    );
    // Announced by hand, then corrected before the workers send: the notice stays unsent.
    const client = await f.pool.connect();
    try {
      await client.query("begin");
      const tx = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      expect(await announceOutcomes(tx, alertsQueue())).toEqual([tenders.water]);
      await client.query("delete from tender_outcomes where tender_id = $1", [tenders.water]);
      await client.query("commit");
    } finally {
      client.release();
    }
    const row = () =>
      f.one<{ status: string; last_error: string } | undefined>(
        "select status, last_error from alert_deliveries where user_id = $1",
        [user.id],
      );
    await expect.poll(row, { timeout: 20_000, interval: 250 }).toEqual({
      status: "failed",
      last_error: "The outcome changed before the notice was sent",
    });
    expect(sentTo("email", user.email)).toEqual([]);
  });
});
