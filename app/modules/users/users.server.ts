import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { FilterQuery } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recordAudit } from "~/modules/audit/audit.server";
import { User } from "~/modules/auth/user.entity";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { containsPattern } from "~/modules/like-pattern";
import type { CurrentUser } from "~/server/request-context";
import { ADMIN_PAGE_SIZE, pageInfo } from "~/ui/paging";
import { isLastSuperadmin, lockActiveSuperadmins } from "./last-superadmin.server";
import type { AssignableRole, UserListQuery } from "./users.schema";
import type { Locale } from "~/i18n/locales";

function listWhere(query: Omit<UserListQuery, "page" | "sort">): FilterQuery<User> {
  const where: FilterQuery<User> & Record<string, unknown> = {};
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.$or = [
      { fullname: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { company: { $ilike: pattern } },
    ];
  }
  if (query.role) where.role = query.role;
  if (query.status === "active") where.deactivatedAt = null;
  if (query.status === "deactivated") where.deactivatedAt = { $ne: null };
  return where;
}

/** Oldest first by default, so rows do not move as people register. */
export async function listUsersPage(
  em: EntityManager,
  query: UserListQuery,
  pageSize = ADMIN_PAGE_SIZE,
) {
  const where = listWhere(query);
  const info = pageInfo(query.page, await em.count(User, where), pageSize);
  const direction = query.sort === "newest" ? "desc" : "asc";
  const users = await em.find(User, where, {
    fields: LISTED_FIELDS,
    orderBy: { createdAt: direction, id: direction },
    limit: pageSize,
    offset: (info.page - 1) * pageSize,
  });
  return { ...info, users: users.map(toListedUser) };
}

const LISTED_FIELDS = [
  "id",
  "fullname",
  "email",
  "phone",
  "company",
  "role",
  "createdAt",
  "deactivatedAt",
] as const;

function toListedUser(user: Pick<User, (typeof LISTED_FIELDS)[number]>) {
  return {
    id: user.id,
    name: user.fullname,
    email: user.email,
    phone: user.phone,
    company: user.company ?? "",
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  };
}
export type ListedUser = ReturnType<typeof toListedUser>;

export async function findListedUser(em: EntityManager, userId: number): Promise<ListedUser> {
  const user = await em.findOne(User, { id: userId }, { fields: LISTED_FIELDS });
  if (!user) throw new NotFoundError(sourceText(msg`User not found.`));
  return toListedUser(user);
}

export function canChangeRole(actor: CurrentUser, target: { id: number; role: string }): boolean {
  return actor.role === "superadmin" && actor.id !== target.id && target.role !== "superadmin";
}

/** Never the last active superadmin, whatever the other rules become. */
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
  return em.transactional(async (tx) => {
    const superadmins = await lockActiveSuperadmins(tx);
    const user = await tx.findOne(User, { id: userId });
    if (!user) throw new NotFoundError(sourceText(msg`User not found.`));
    if (isLastSuperadmin(superadmins, user.id)) {
      throw new ForbiddenError(sourceText(msg`The last active superadmin cannot be demoted.`));
    }
    if (!canChangeRole(actor, user)) {
      throw new ForbiddenError(sourceText(msg`A superadmin's role cannot be changed here.`));
    }
    if (user.role === role) return { id: user.id, role };
    const before = user.role;
    user.role = role;
    recordAudit(tx, actor, "update", "User", user.id, `Role of ${user.email}: ${before} → ${role}`);
    await tx.flush();
    return { id: user.id, role };
  });
}

/** It also decides their alerts' language. */
export async function setUserLocale(em: EntityManager, userId: number, locale: Locale) {
  await em.nativeUpdate(User, { id: userId }, { locale });
}
