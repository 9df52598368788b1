import type { EntityManager } from "@mikro-orm/postgresql";
import type { CurrentUser } from "~/server/request-context";
import { AuditLog, type AuditAction } from "./audit-log.entity";

/** Flushed together with the change itself by the caller's flush. */
export function recordAudit(
  em: EntityManager,
  actor: CurrentUser,
  action: AuditAction,
  entityType: string,
  entityId: number,
  summary = "",
): void {
  em.create(AuditLog, {
    actor: actor.id,
    actorEmail: actor.email,
    action,
    entityType,
    entityId,
    summary,
  });
}

export async function listAudit(em: EntityManager, entityType: string, entityId: number) {
  const rows = await em.find(
    AuditLog,
    { entityType, entityId },
    { orderBy: { createdAt: "desc", id: "desc" } },
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    actorDeleted: row.actor == null,
    summary: row.summary,
    at: row.createdAt.toISOString(),
  }));
}
