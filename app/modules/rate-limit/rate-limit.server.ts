import type { EntityManager } from "@mikro-orm/postgresql";
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/server/request-context";
import { hashToken } from "~/server/tokens.server";

/** One atomic upsert, so concurrent requests on any app server count correctly. */
export async function hitRateLimit(
  em: EntityManager,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  // em.execute: inside a transaction (runOnce), on that transaction's connection.
  const rows = await em.execute<{ count: number }[]>(
    `insert into rate_limits (key, count, reset_at)
     values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update set
       count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning count`,
    [key, windowSeconds],
  );
  return (rows[0]?.count ?? 0) <= limit;
}

/** As our HTTP server took it from the connection; never from a request header. */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

// Hashed: any spelling counts together, the key fits its column, and no e-mail is stored.
export function emailKeyPart(email: string): string {
  return hashToken(email.trim().toLowerCase());
}

// An IPv6 address has at most 45 characters: a longer one is junk.
export function addressKeyPart(address: string): string {
  return address.slice(0, 64);
}

export async function isRateLimited(
  em: EntityManager,
  key: string,
  limit: number,
): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ count: number }[]>(
      "select count from rate_limits where key = ? and reset_at > now()",
      [key],
    );
  return (rows[0]?.count ?? 0) >= limit;
}

export async function secondsUntilAllowed(
  em: EntityManager,
  limits: readonly { key: string; limit: number }[],
): Promise<number> {
  if (limits.length === 0) return 0;
  const rows = await em.getConnection().execute<{ wait: number | null }[]>(
    `select ceil(extract(epoch from max(r.reset_at - now())))::int as wait
       from rate_limits r
       join (values ${limits.map(() => "(?::varchar, ?::int)").join(", ")}) as l (key, lim)
         on l.key = r.key
      where r.reset_at > now() and r.count >= l.lim`,
    limits.flatMap(({ key, limit }) => [key, limit]),
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

export async function clearRateLimits(em: EntityManager, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await em
    .getConnection()
    .execute(`delete from rate_limits where key in (${keys.map(() => "?").join(", ")})`, [...keys]);
}

export async function markRateLimitKey(
  em: EntityManager,
  key: string,
  seconds: number,
): Promise<void> {
  await em.getConnection().execute(
    `insert into rate_limits (key, count, reset_at) values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update set count = 1, reset_at = excluded.reset_at`,
    [key, seconds],
  );
}
