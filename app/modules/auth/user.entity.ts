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
    // Stored lower-cased; the unique index on lower(email) in the migration guards raw SQL too.
    email: p.string().length(254),
    /** E.164 (`+251911234567`, see modules/phone); room for any E.164 number (15 digits). */
    phone: p.string().length(16),
    company: p.string().length(160).nullable(),
    passwordHash: p.string().hidden().lazy(),
    role: p.enum([...ROLES]).default("user"),
    /** SHA-256 of the private iCalendar feed's secret (its URL); a reset makes a new one. */
    calendarTokenHash: p.string().length(64).nullable().unique().hidden(),
    /** When this user's last daily digest was built: the next covers tenders published since. */
    lastDigestAt: p.datetime().nullable(),
    /** The interface language they chose (app/i18n/locales.ts); null: their browser's. */
    locale: p.string().length(8).nullable(),
    /**
     * When an admin stopped this account (null: active). A deactivated user cannot sign in,
     * has no sessions or tokens and gets no alerts; reactivating clears it.
     */
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
