import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { Subcategory } from "./subcategory.entity";

export const Category = defineEntity({
  name: "Category",
  tableName: "categories",
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    nameAm: p.string().length(120).nullable(),
    subcategories: () => p.oneToMany(Subcategory).mappedBy("category"),
    ...timestamps,
  },
  uniques: [
    {
      name: "categories_name_lower_unique",
      expression:
        'create unique index "categories_name_lower_unique" on "categories" (lower("name"))',
    },
  ],
});
export type Category = InferEntity<typeof Category>;
