import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { dropPendingEmailChanges } from "~/modules/account/email-change.server";
import { dropPendingVerifications } from "~/modules/alerts/alert-channels.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import { Session } from "~/modules/auth/session.entity";
import { User } from "~/modules/auth/user.entity";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { dropCalendarToken } from "~/modules/feeds/calendar-feed.server";
import type { CurrentUser } from "~/server/request-context";
import { isLastSuperadmin, lockActiveSuperadmins } from "./last-superadmin.server";

/** The last active superadmin is the commands' to refuse: it needs the database. */
export function canChangeStatus(actor: CurrentUser, target: { id: number; role: string }): boolean {
  if (actor.role !== "admin" && actor.role !== "superadmin") return false;
  if (actor.id === target.id) return false;
  return target.role === "user" || actor.role === "superadmin";
}

function refusal(actor: CurrentUser, target: { id: number; role: string }): ForbiddenError {
  if (actor.id === target.id) {
    return new ForbiddenError(
      sourceText(msg`You cannot deactivate or reactivate your own account.`),
    );
  }
  if (actor.role === "admin") {
    return new ForbiddenError(
      sourceText(msg`Only a superadmin can deactivate or reactivate an admin's account.`),
    );
  }
  return new ForbiddenError(sourceText(msg`Only admins can deactivate or reactivate accounts.`));
}

export interface AccountStatus {
  id: number;
  email: string;
  deactivatedAt: Date | null;
}

// Sessions, tokens, codes and calendar URL are dropped: nothing comes back on reactivation.
export async function deactivateUser(
  em: EntityManager,
  actor: CurrentUser,
  userId: number,
): Promise<AccountStatus> {
  return em.transactional(async (tx) => {
    const superadmins = await lockActiveSuperadmins(tx);
    const user = await findForChange(tx, actor, userId);
    if (user.deactivatedAt) return statusOf(user);
    if (isLastSuperadmin(superadmins, user.id)) {
      throw new ForbiddenError(sourceText(msg`The last active superadmin cannot be deactivated.`));
    }
    user.deactivatedAt = new Date();
    recordAudit(tx, actor, "update", "User", user.id, `Deactivated ${user.email}`);
    await tx.flush();
    await tx.nativeDelete(Session, { user: user.id });
    await tx.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null });
    await dropPendingEmailChanges(tx, user.id);
    await dropPendingVerifications(tx, user.id);
    await dropCalendarToken(tx, user.id);
    return statusOf(user);
  });
}

export async function reactivateUser(
  em: EntityManager,
  actor: CurrentUser,
  userId: number,
): Promise<AccountStatus> {
  return em.transactional(async (tx) => {
    const user = await findForChange(tx, actor, userId);
    if (!user.deactivatedAt) return statusOf(user);
    user.deactivatedAt = null;
    recordAudit(tx, actor, "update", "User", user.id, `Reactivated ${user.email}`);
    await tx.flush();
    return statusOf(user);
  });
}

async function findForChange(tx: EntityManager, actor: CurrentUser, userId: number) {
  if (actor.id === userId || (actor.role !== "admin" && actor.role !== "superadmin")) {
    throw refusal(actor, { id: userId, role: "user" });
  }
  const user = await tx.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!user) throw new NotFoundError(sourceText(msg`User not found.`));
  if (!canChangeStatus(actor, user)) throw refusal(actor, user);
  return user;
}

function statusOf(user: User): AccountStatus {
  return { id: user.id, email: user.email, deactivatedAt: user.deactivatedAt ?? null };
}
