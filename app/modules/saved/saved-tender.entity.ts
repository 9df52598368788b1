import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { timestamps } from "~/server/timestamps";
import { User } from "~/modules/auth/user.entity";
import { Tender } from "~/modules/tenders/tender.entity";

export const SavedTender = defineEntity({
  name: "SavedTender",
  tableName: "saved_tenders",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade"),
    tender: () => p.manyToOne(Tender).deleteRule("cascade").index(),
    ...timestamps,
  },
  uniques: [{ properties: ["user", "tender"] }],
});
export type SavedTender = InferEntity<typeof SavedTender>;
