import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "~/modules/auth/user.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";

export const ALERT_CHANNELS = ["email", "telegram", "sms"] as const;
export type AlertChannelKind = (typeof ALERT_CHANNELS)[number];
export const ALERT_FREQUENCIES = ["daily", "immediate"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * A saved search a user wants delivered: keywords to include and exclude, catalogue choices
 * (empty = any), the channels and how often. Matching happens in SQL against tenders.
 */
export const AlertProfile = defineEntity({
  name: "AlertProfile",
  tableName: "alert_profiles",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    name: p.string().length(120),
    includeKeywords: p.string().length(500).default(""),
    excludeKeywords: p.string().length(500).default(""),
    categories: () => p.manyToMany(Category).pivotTable("alert_profile_categories"),
    subcategories: () => p.manyToMany(Subcategory).pivotTable("alert_profile_subcategories"),
    regions: () => p.manyToMany(Region).pivotTable("alert_profile_regions"),
    sources: () => p.manyToMany(Source).pivotTable("alert_profile_sources"),
    languages: () => p.manyToMany(Language).pivotTable("alert_profile_languages"),
    /** One issuing organisation, matched exactly like the list's filter; null: any. */
    organisation: p.string().length(200).nullable(),
    channels: p.array<AlertChannelKind>().defaultRaw("'{email}'"),
    frequency: p.enum([...ALERT_FREQUENCIES]).default("daily"),
    paused: p.boolean().default(false),
    /** Also tell when a tender in the profile's categories is awarded. */
    awardNotices: p.boolean().default(false),
    ...timestamps,
  },
});
export type AlertProfile = InferEntity<typeof AlertProfile>;
