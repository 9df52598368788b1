import { z } from "~/modules/zod";

/** Edit an About/Privacy/Terms page: "preview" renders without saving, "save" stores. */
export const pageEditSchema = z.object({
  intent: z.enum(["preview", "save"]).default("save"),
  title: z
    .string({ error: "Title is required." })
    .trim()
    .min(1, "Title is required.")
    .max(120, "Title can be at most 120 characters."),
  body: z
    .string({ error: "Page text is required." })
    .trim()
    .min(1, "Page text is required.")
    .max(100_000, "Page text is too long."),
});
