import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/** Inserted in the write's own transaction, so the row exists only if the write committed. */
export const IdempotencyKey = defineEntity({
  name: "IdempotencyKey",
  tableName: "idempotency_keys",
  properties: {
    caller: p.string().length(100).primary(),
    scope: p.string().length(100).primary(),
    key: p.string().length(300).primary(),
    fingerprint: p.string().length(64),
    outcome: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ["caller", "createdAt"] }],
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKey>;
