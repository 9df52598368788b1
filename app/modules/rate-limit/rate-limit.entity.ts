import { defineEntity, p, type InferEntity } from "@mikro-orm/core";

/** Kept in PostgreSQL so every app server shares the counters. */
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
