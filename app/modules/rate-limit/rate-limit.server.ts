import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * Counts one hit for `key` in a fixed window and says whether it is still within `limit`.
 * One atomic upsert, so concurrent requests on any app server count correctly.
 */
export async function hitRateLimit(
  em: EntityManager,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const rows = await em.getConnection().execute<{ count: number }[]>(
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

/** The caller's address, as our HTTP server (scripts/start.ts) recorded it; see TRUST_PROXY. */
export function clientAddress(request: Request): string {
  return request.headers.get("x-client-ip") || "unknown";
}

/** Whether `key` has already used up `limit` hits in its current window (counts nothing). */
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
