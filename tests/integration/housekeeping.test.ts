import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredRows } from "~/modules/housekeeping/purge.server";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();
let f: AlertFixtures;
beforeAll(() => {
  f = new AlertFixtures(db.url);
});
afterAll(() => f.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe("housekeeping: purging expired rows", () => {
  it("removes what has expired, keeps everything else, and finds nothing more the second time", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = (ms: number) => new Date(now.getTime() + ms);
    const user = await f.user("housekeeping");
    const tender = await f.tender({ title: "Housekeeping tender" });
    const hash = () => randomUUID().replaceAll("-", "").padEnd(64, "0");
    const insert = (sql: string, values: unknown[]) =>
      f.one<{ id: number }>(`${sql} returning id`, values);

    const session = (expiresAt: Date) =>
      insert(
        `insert into sessions (token_hash, kind, user_id, data, expires_at, created_at, updated_at)
         values ($1, 'web', $2, '{}', $3, now(), now())`,
        [hash(), user.id, expiresAt],
      );
    const reset = (expiresAt: Date) =>
      insert(
        `insert into password_reset_tokens (user_id, token_hash, expires_at, created_at, updated_at)
         values ($1, $2, $3, now(), now())`,
        [user.id, hash(), expiresAt],
      );
    const emailChange = (expiresAt: Date) =>
      insert(
        `insert into email_change_tokens (user_id, new_email, token_hash, expires_at, created_at, updated_at)
         values ($1, 'new@example.et', $2, $3, now(), now())`,
        [user.id, hash(), expiresAt],
      );
    // One delivery per (user, channel, tender, reason): each row its own reason.
    const delivery = (createdAt: Date) =>
      insert(
        `insert into alert_deliveries (user_id, channel, tender_id, reason, message_key, status,
           attempts, created_at, updated_at)
         values ($1, 'email', $2, $3, $3, 'sent', 1, $4, $4)`,
        [user.id, tender, randomUUID(), createdAt],
      );
    const rateKey = (resetAt: Date) => {
      const key = `housekeeping:${randomUUID()}`;
      return f
        .one(`insert into rate_limits (key, count, reset_at) values ($1, 1, $2)`, [key, resetAt])
        .then(() => key);
    };
    const idempotencyKey = async (createdAt: Date) => {
      const key = randomUUID();
      await f.one(
        `insert into idempotency_keys (caller, scope, key, fingerprint, created_at)
         values ('housekeeping', 'test', $1, 'x', $2)`,
        [key, createdAt],
      );
      return key;
    };

    // A tender's row among the open tenders goes once it has closed; the tender stays.
    const openTender = (closingDate: Date | null) =>
      f.tender({ title: `Housekeeping ${randomUUID()}`, publishedAt: ago(DAY), closingDate });

    const expired = {
      openTender: await openTender(ago(1000)),
      session: await session(ago(1000)),
      reset: await reset(ago(HOUR)),
      emailChange: await emailChange(ago(HOUR)),
      delivery: await delivery(ago(181 * DAY)),
      rate: await rateKey(ago(1000)),
      idempotency: await idempotencyKey(ago(25 * HOUR)),
    };
    const live = {
      openTender: await openTender(later(HOUR)),
      session: await session(later(HOUR)),
      reset: await reset(later(HOUR)),
      emailChange: await emailChange(later(HOUR)),
      delivery: await delivery(ago(179 * DAY)),
      rate: await rateKey(later(60_000)),
      idempotency: await idempotencyKey(ago(23 * HOUR)),
    };

    const removed = await purgeExpiredRows(f.db, now);
    for (const table of Object.keys(removed)) {
      expect(removed[table], table).toBeGreaterThanOrEqual(1);
    }
    const exists = async (sql: string, value: unknown) =>
      (await f.pool.query(sql, [value])).rowCount === 1;
    const rowsOf = async (ids: typeof live) => ({
      openTender: await exists("select 1 from open_tenders where id = $1", ids.openTender),
      session: await exists("select 1 from sessions where id = $1", ids.session.id),
      reset: await exists("select 1 from password_reset_tokens where id = $1", ids.reset.id),
      emailChange: await exists(
        "select 1 from email_change_tokens where id = $1",
        ids.emailChange.id,
      ),
      delivery: await exists("select 1 from alert_deliveries where id = $1", ids.delivery.id),
      rate: await exists("select 1 from rate_limits where key = $1", ids.rate),
      idempotency: await exists("select 1 from idempotency_keys where key = $1", ids.idempotency),
    });
    const all = (value: boolean) =>
      Object.fromEntries(Object.keys(live).map((name) => [name, value]));
    expect(await rowsOf(expired)).toEqual(all(false));
    expect(await rowsOf(live)).toEqual(all(true));
    expect(await f.one("select 1 as kept from users where id = $1", [user.id])).toEqual({
      kept: 1,
    });
    expect(await exists("select 1 from tenders where id = $1", expired.openTender)).toBe(true);

    // Idempotent: the same cut again removes nothing.
    const again = await purgeExpiredRows(f.db, now);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
    expect(await rowsOf(live)).toEqual(all(true));
  });
});
