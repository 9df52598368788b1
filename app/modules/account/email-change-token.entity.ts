import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { User } from "~/modules/auth/user.entity";
import { timestamps } from "~/server/timestamps";

// The address changes only once the new address's link is confirmed; the old address gets a cancel
// link.
export const EmailChangeToken = defineEntity({
  name: "EmailChangeToken",
  tableName: "email_change_tokens",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    newEmail: p.string().length(254),
    tokenHash: p.string().length(64).unique(),
    cancelTokenHash: p.string().length(64).nullable().unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type EmailChangeToken = InferEntity<typeof EmailChangeToken>;
