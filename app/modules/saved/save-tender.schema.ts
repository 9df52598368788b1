import { z } from "~/modules/zod";

/** `js` is only sent once the page is hydrated (fetcher). */
export const saveTenderSchema = z.object({
  intent: z.enum(["save", "unsave"]).default("save"),
  redirectTo: z.string().optional(),
  js: z.literal("1").optional(),
});
