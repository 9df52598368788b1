import type { EntityManager, QueryResult } from "@mikro-orm/postgresql";
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/server/request-context";
import { placeOf } from "./client-place.server";

/** Longer User-Agent strings are cut: nothing past this tells a device apart. */
const USER_AGENT_LENGTH = 256;

/** last_used_at is written at most this often per session, never on every request. */
export const LAST_USED_EVERY_MS = 5 * 60 * 1000;

export interface SessionClient {
  userAgent: string | null;
  address: string;
}

/** The client as the server resolved it: the address from the context, never a header. */
export function sessionClient(
  request: Request,
  context: Readonly<RouterContextProvider>,
): SessionClient {
  return {
    userAgent: request.headers.get("User-Agent"),
    address: context.get(clientAddressContext),
  };
}

/** Whether the row's last use is older than the window (one parameter: LAST_USED_EVERY_MS). */
export const STALE_SQL = `(s.last_used_at is null or s.last_used_at <= now() - ? * interval '1 millisecond')`;

/**
 * Records that a session was just used, from where and with what. The condition repeats the
 * staleness check so concurrent requests write once; returns whether this one wrote.
 */
export async function touchSession(
  em: EntityManager,
  sessionId: number,
  client: SessionClient,
): Promise<boolean> {
  const userAgent = client.userAgent?.trim().slice(0, USER_AGENT_LENGTH) || null;
  const place = await placeOf(client.address);
  const updated = await em.execute<QueryResult>(
    `update sessions s set last_used_at = now(), user_agent = ?, place = ?
      where s.id = ? and ${STALE_SQL}`,
    [userAgent, place, sessionId, LAST_USED_EVERY_MS],
    "run",
  );
  return updated.affectedRows > 0;
}
