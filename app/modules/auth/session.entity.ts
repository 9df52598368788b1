import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "./user.entity";

export const SESSION_KINDS = ["web", "api"] as const;

/** Only the token's hash is stored. */
export const Session = defineEntity({
  name: "Session",
  tableName: "sessions",
  properties: {
    id: p.integer().primary(),
    tokenHash: p.string().length(64).unique(),
    kind: p.enum([...SESSION_KINDS]).default("web"),
    user: () => p.manyToOne(User).nullable().deleteRule("cascade").index(),
    data: p.json<Record<string, unknown>>().default("{}"),
    expiresAt: p.datetime().index(),
    /** The client's User-Agent, cut to USER_AGENT_LENGTH. */
    userAgent: p.string().length(256).nullable(),
    /** Where the client's address was: an ISO country code, "local", or null (unknown). */
    place: p.string().length(8).nullable(),
    lastUsedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Session = InferEntity<typeof Session>;
