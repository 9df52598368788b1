import type { z } from "zod";
import { catalogueRemovalSchema } from "~/modules/catalog/catalog.schema";
import { queryError } from "./api-http.server";

/** DELETE's query: `mergeInto`, the item to move tenders and alert profiles to first. */
export const removalQuerySchema = catalogueRemovalSchema;

export function removalQuery(request: Request): z.output<typeof removalQuerySchema> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = removalQuerySchema.safeParse({ mergeInto: params.mergeInto });
  if (!parsed.success) throw queryError(parsed.error);
  return parsed.data;
}
