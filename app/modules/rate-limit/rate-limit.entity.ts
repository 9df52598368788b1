import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/** A fixed-window counter per key (e.g. "contact:<ip>"), kept in PostgreSQL so every app server shares it. */
export const RateLimit = defineEntity({
  name: "RateLimit",
  tableName: "rate_limits",
  properties: {
    key: p.string().length(200).primary(),
    count: p.integer(),
    resetAt: p.datetime().index(),
  },
});
export type RateLimit = InferEntity<typeof RateLimit>;
