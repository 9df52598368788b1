import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "./user.entity";

export const PasswordResetToken = defineEntity({
  name: "PasswordResetToken",
  tableName: "password_reset_tokens",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type PasswordResetToken = InferEntity<typeof PasswordResetToken>;
