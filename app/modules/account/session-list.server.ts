import type { I18n } from "@lingui/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { Session } from "~/modules/auth/session.entity";
import { NotFoundError } from "~/modules/domain-errors";
import { hashToken } from "~/server/tokens.server";
import { dropPendingEmailChanges } from "./email-change.server";
import { isLocale } from "~/i18n/locales";
import { timeAgo } from "~/modules/tenders/format";
import { deviceLabel, placeLabel } from "./session-device.server";

/**
 * The user's live sessions as /account shows them, newest use first: labels made here, on the
 * server, so the page never sees a user agent, a token or its hash. `id` is the row's id.
 */
export async function listSessionsForPage(
  em: EntityManager,
  userId: number,
  currentToken: string | null,
  i18n: I18n,
) {
  const currentHash = currentToken ? hashToken(currentToken) : null;
  const now = new Date();
  const locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const rows = await em.find(
    Session,
    { user: userId, expiresAt: { $gt: now } },
    {
      orderBy: { lastUsedAt: "desc nulls last", createdAt: "desc", id: "desc" },
      fields: ["kind", "tokenHash", "createdAt", "userAgent", "place", "lastUsedAt"],
    },
  );
  return rows.map((row) => {
    const lastUsedAt = row.lastUsedAt?.toISOString() ?? null;
    return {
      id: row.id,
      device: deviceLabel(row.userAgent ?? null, row.kind, i18n),
      place: placeLabel(row.place ?? null, i18n),
      lastUsedAt,
      lastUsedAgo: lastUsedAt ? timeAgo(lastUsedAt, now.toISOString(), locale) : null,
      createdAt: row.createdAt.toISOString(),
      current: row.tokenHash === currentHash,
    };
  });
}
export type PageSession = Awaited<ReturnType<typeof listSessionsForPage>>[number];

/**
 * Ends one of the user's sessions or API tokens. Another user's id, or one that is gone, is the
 * same 404 and ends nothing. A pending e-mail change is dropped too: that session may have asked
 * for it.
 */
export async function endSession(
  em: EntityManager,
  userId: number,
  sessionId: number,
): Promise<void> {
  await em.transactional(async (tx) => {
    const ended = await tx.nativeDelete(Session, { id: sessionId, user: userId });
    if (ended === 0) throw new NotFoundError(sourceText(msg`That sign-in was not found.`));
    await dropPendingEmailChanges(tx, userId);
  });
}
