import type { EntityManager } from "@mikro-orm/postgresql";
import { isLocale } from "~/i18n/locales";
import type { CurrentUser } from "~/server/request-context";
import { hashToken } from "~/server/tokens.server";
import type { SESSION_KINDS } from "./session.entity";
import {
  LAST_USED_EVERY_MS,
  STALE_SQL,
  touchSession,
  type SessionClient,
} from "./session-touch.server";
import type { Role } from "./user.entity";

interface SessionUserRow {
  id: number;
  fullname: string;
  email: string;
  role: Role;
  locale: string | null;
  session_id: number;
  /** Its last use is older than the write window (or never recorded). */
  stale: boolean;
}

// One query: every signed-in request runs it; with `client`, a second one every few minutes
// records the session's use. A session row that outlived a deactivation gives no user.
export async function findSessionUser(
  em: EntityManager,
  token: string,
  kind: (typeof SESSION_KINDS)[number],
  client?: SessionClient,
): Promise<CurrentUser | null> {
  const [row] = await em.execute<SessionUserRow[]>(
    `select u.id, u.fullname, u.email, u.role, u.locale, s.id as session_id,
            ${STALE_SQL} as stale
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = ? and s.kind = ? and s.expires_at > now()
        and u.deactivated_at is null`,
    [LAST_USED_EVERY_MS, hashToken(token), kind],
  );
  if (!row) return null;
  if (client && row.stale) await touchSession(em, row.session_id, client);
  const { id, fullname, email, role, locale } = row;
  return { id, fullname, email, role, locale: isLocale(locale) ? locale : null };
}
