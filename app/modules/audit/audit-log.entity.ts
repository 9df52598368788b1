import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "~/modules/auth/user.entity";

const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditLog = defineEntity({
  name: "AuditLog",
  tableName: "audit_logs",
  properties: {
    id: p.integer().primary(),
    actor: () => p.manyToOne(User).nullable().deleteRule("set null"),
    // Kept as text too, so the trail survives the actor's account being deleted.
    actorEmail: p.string().length(254),
    action: p.enum([...AUDIT_ACTIONS]),
    entityType: p.string().length(40),
    entityId: p.integer(),
    summary: p.text().default(""),
    ...timestamps,
  },
  indexes: [{ properties: ["entityType", "entityId"] }],
});
export type AuditLog = InferEntity<typeof AuditLog>;
