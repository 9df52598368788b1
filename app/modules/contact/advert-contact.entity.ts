import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";

export const AdvertContact = defineEntity({
  name: "AdvertContact",
  tableName: "advert_contacts",
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    email: p.string().length(254),
    phone: p.string().length(20),
    subject: p.text(),
    ...timestamps,
  },
  indexes: [{ properties: ["createdAt"] }],
});
export type AdvertContact = InferEntity<typeof AdvertContact>;
