import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recordAudit } from "~/modules/audit/audit.server";
import { User } from "~/modules/auth/user.entity";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import type { CurrentUser } from "~/server/request-context";
import { ADMIN_PAGE_SIZE, pageInfo } from "~/ui/paging";
import type { AssignableRole } from "./users.schema";
import type { Locale } from "~/i18n/locales";

/** One page of accounts, oldest first so rows do not move as people register. */
export async function listUsersPage(
  em: EntityManager,
  requested: number,
  pageSize = ADMIN_PAGE_SIZE,
) {
  const info = pageInfo(requested, await em.count(User), pageSize);
  const users = await em.find(
    User,
    {},
    {
      fields: ["id", "fullname", "email", "phone", "company", "role"],
      orderBy: { id: "asc" },
      limit: pageSize,
      offset: (info.page - 1) * pageSize,
    },
  );
  return {
    ...info,
    users: users.map((user) => ({
      id: user.id,
      name: user.fullname,
      email: user.email,
      phone: user.phone,
      company: user.company ?? "",
      role: user.role,
    })),
  };
}

/** Whether `actor` may change `target`'s role: the one rule the view and the command share. */
export function canChangeRole(actor: CurrentUser, target: { id: number; role: string }): boolean {
  return actor.role === "superadmin" && actor.id !== target.id && target.role !== "superadmin";
}

/**
 * Makes a user an admin or an admin a user. Only a superadmin may, never on their own account
 * and never on another superadmin (so the platform cannot lose its last superadmin from here).
 */
export async function changeUserRole(
  em: EntityManager,
  actor: CurrentUser,
  userId: number,
  role: AssignableRole,
) {
  if (actor.role !== "superadmin")
    throw new ForbiddenError(sourceText(msg`Only a superadmin can change roles.`));
  if (actor.id === userId)
    throw new ForbiddenError(sourceText(msg`You cannot change your own role.`));
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new NotFoundError(sourceText(msg`User not found.`));
  if (!canChangeRole(actor, user)) {
    throw new ForbiddenError(sourceText(msg`A superadmin's role cannot be changed here.`));
  }
  if (user.role === role) return { id: user.id, role };
  const before = user.role;
  user.role = role;
  recordAudit(em, actor, "update", "User", user.id, `Role of ${user.email}: ${before} → ${role}`);
  await em.flush();
  return { id: user.id, role };
}

/** Remembers the interface language a user chose; it also decides their alerts' language. */
export async function setUserLocale(em: EntityManager, userId: number, locale: Locale) {
  await em.nativeUpdate(User, { id: userId }, { locale });
}
