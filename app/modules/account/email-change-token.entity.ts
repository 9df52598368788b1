import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { User } from "~/modules/auth/user.entity";
import { timestamps } from "~/server/timestamps";

/**
 * A requested change of a user's e-mail, waiting for the link mailed to the new address: only
 * the links' hashes are stored, and the address changes only when that link's page is confirmed.
 * The old address gets a link that cancels the change.
 */
export const EmailChangeToken = defineEntity({
  name: "EmailChangeToken",
  tableName: "email_change_tokens",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    newEmail: p.string().length(254),
    tokenHash: p.string().length(64).unique(),
    /** The cancel link mailed to the old address (null for rows from before it existed). */
    cancelTokenHash: p.string().length(64).nullable().unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type EmailChangeToken = InferEntity<typeof EmailChangeToken>;
