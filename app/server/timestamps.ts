import { p } from "@mikro-orm/core";

/** createdAt/updatedAt columns shared by every entity. */
export const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};
