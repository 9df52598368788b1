import type { EntityManager } from "@mikro-orm/postgresql";
import { isLocale } from "~/i18n/locales";
import type { CurrentUser } from "~/server/request-context";
import { hashToken } from "~/server/tokens.server";
import type { SESSION_KINDS } from "./session.entity";
import type { Role } from "./user.entity";

// One query: every signed-in request runs it. A session row that outlived a deactivation gives no
// user.
export async function findSessionUser(
  em: EntityManager,
  token: string,
  kind: (typeof SESSION_KINDS)[number],
): Promise<CurrentUser | null> {
  const [row] = await em.execute<
    { id: number; fullname: string; email: string; role: Role; locale: string | null }[]
  >(
    `select u.id, u.fullname, u.email, u.role, u.locale
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = ? and s.kind = ? and s.expires_at > now()
        and u.deactivated_at is null`,
    [hashToken(token), kind],
  );
  if (!row) return null;
  const { id, fullname, email, role, locale } = row;
  return { id, fullname, email, role, locale: isLocale(locale) ? locale : null };
}
