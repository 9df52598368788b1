import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "~/modules/auth/user.entity";

export const PAGE_SLUGS = ["about", "privacy", "terms"] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const Page = defineEntity({
  name: "Page",
  tableName: "pages",
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(40).unique(),
    title: p.string().length(120),
    body: p.text(),
    // The Amharic version; where it is missing, Amharic readers get the English.
    titleAm: p.string().length(120).nullable(),
    bodyAm: p.text().nullable(),
    updatedBy: () => p.manyToOne(User).nullable().deleteRule("set null"),
    ...timestamps,
  },
});
export type Page = InferEntity<typeof Page>;
