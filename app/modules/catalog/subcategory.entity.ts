import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { Category } from "./category.entity";

export const Subcategory = defineEntity({
  name: "Subcategory",
  tableName: "subcategories",
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    nameAm: p.string().length(120).nullable(),
    category: () => p.manyToOne(Category).deleteRule("cascade").index(),
    ...timestamps,
  },
  uniques: [
    {
      name: "subcategories_category_name_lower_unique",
      expression:
        'create unique index "subcategories_category_name_lower_unique" on "subcategories" ("category_id", lower("name"))',
    },
  ],
});
export type Subcategory = InferEntity<typeof Subcategory>;
