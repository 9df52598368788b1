import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";

function metadataEntity(name: string, tableName: string) {
  return defineEntity({
    name,
    tableName,
    properties: {
      id: p.integer().primary(),
      name: p.string().length(120),
      nameAm: p.string().length(120).nullable(),
      ...timestamps,
    },
    uniques: [
      {
        name: `${tableName}_name_lower_unique`,
        expression: `create unique index "${tableName}_name_lower_unique" on "${tableName}" (lower("name"))`,
      },
    ],
  });
}

export const Language = metadataEntity("Language", "languages");
export const Source = metadataEntity("Source", "sources");
export const Region = metadataEntity("Region", "regions");
export type Language = InferEntity<typeof Language>;
export type Source = InferEntity<typeof Source>;
export type Region = InferEntity<typeof Region>;
