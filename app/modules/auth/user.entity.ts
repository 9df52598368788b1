import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";

export const ROLES = ["user", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

export const User = defineEntity({
  name: "User",
  tableName: "users",
  properties: {
    id: p.integer().primary(),
    fullname: p.string().length(120),
    // The unique index on lower(email) guards raw SQL too.
    email: p.string().length(254),
    phone: p.string().length(16),
    company: p.string().length(160).nullable(),
    passwordHash: p.string().hidden().lazy(),
    role: p.enum([...ROLES]).default("user"),
    calendarTokenHash: p.string().length(64).nullable().unique().hidden(),
    lastDigestAt: p.datetime().nullable(),
    locale: p.string().length(8).nullable(),
    deactivatedAt: p.datetime().nullable(),
    ...timestamps,
  },
  uniques: [
    {
      name: "users_email_lower_unique",
      expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
    },
  ],
});
export type User = InferEntity<typeof User>;
