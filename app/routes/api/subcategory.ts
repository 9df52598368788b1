import type { Route } from "./+types/subcategory";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { removalQuery } from "~/modules/api/api-removal.server";
import { subcategoryRenameSchema } from "~/modules/catalog/catalog.schema";
import { removeCatalogueItem } from "~/modules/catalog/catalogue-removal.server";
import { renameSubcategory } from "~/modules/catalog/categories.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** A subcategory in use is a 409 with `usage` unless `?mergeInto` names where its uses move first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const categoryId = idParam(params.categoryId, "category");
    const id = idParam(params.id, "subcategory");
    const em = context.get(dbContext);
    if (request.method === "PUT") {
      const { name, nameAm } = await readJson(request, subcategoryRenameSchema);
      return json(await renameSubcategory(em, actor, categoryId, id, name, nameAm));
    }
    // Only DELETE is left: the API middleware refuses other methods (API_ROUTE_METHODS).
    const { mergeInto } = removalQuery(request);
    return json(
      await removeCatalogueItem(em, actor, "subcategories", id, mergeInto, { categoryId }),
    );
  });
}
