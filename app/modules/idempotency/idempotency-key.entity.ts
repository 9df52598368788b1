import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/**
 * A write that must happen once: who asked (`caller`), for what (`scope`, e.g. `tender:create`)
 * and under which key. The primary key is what makes a double click or a retried request find
 * the first one's row; `outcome` is what the first one answered, so a repeat can answer the same.
 * The row is inserted in the same transaction as the write itself: it exists only if the write
 * committed.
 */
export const IdempotencyKey = defineEntity({
  name: "IdempotencyKey",
  tableName: "idempotency_keys",
  properties: {
    caller: p.string().length(100).primary(),
    scope: p.string().length(100).primary(),
    key: p.string().length(300).primary(),
    /** Hash of the request's values: an API key sent again with other values is refused. */
    fingerprint: p.string().length(64),
    outcome: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ["caller", "createdAt"] }],
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKey>;
