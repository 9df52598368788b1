import type { EntityManager } from "@mikro-orm/postgresql";
import { Session, type SESSION_KINDS } from "~/modules/auth/session.entity";
import { hashToken } from "~/server/tokens.server";
import { dropPendingEmailChanges } from "./email-change.server";

export async function listAccountSessions(
  em: EntityManager,
  userId: number,
  currentToken: string | null,
) {
  const currentHash = currentToken ? hashToken(currentToken) : null;
  const rows = await em.find(
    Session,
    { user: userId, expiresAt: { $gt: new Date() } },
    {
      orderBy: { createdAt: "desc", id: "desc" },
      fields: ["kind", "tokenHash", "createdAt", "expiresAt"],
    },
  );
  return rows.map((row) => ({
    kind: row.kind as (typeof SESSION_KINDS)[number],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

// Drops a pending e-mail change too: one of those sessions may have asked for it to take the
// account over.
export async function endOtherSessions(
  em: EntityManager,
  userId: number,
  currentToken: string | null,
): Promise<number> {
  const where = currentToken
    ? { user: userId, tokenHash: { $ne: hashToken(currentToken) } }
    : { user: userId };
  return em.transactional(async (tx) => {
    const ended = await tx.nativeDelete(Session, where);
    await dropPendingEmailChanges(tx, userId);
    return ended;
  });
}
