import type { Route } from "./+types/category";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, listResponse, readJson } from "~/modules/api/api-http.server";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import {
  deleteCategory,
  getCategoryDetail,
  renameCategory,
} from "~/modules/catalog/categories.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** A list whose first item is the category (docs/api.md). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const category = await getCategoryDetail(
      context.get(dbContext),
      idParam(params.id, "category"),
    );
    return listResponse([category], 1);
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const id = idParam(params.id, "category");
    const em = context.get(dbContext);
    if (request.method === "PUT") {
      const { name, nameAm } = await readJson(request, categorySchema);
      await renameCategory(em, actor, id, name, nameAm);
      return json(await getCategoryDetail(em, id));
    }
    // Only DELETE is left: the API middleware refuses other methods (API_ROUTE_METHODS).
    await deleteCategory(em, actor, id);
    return new Response(null, { status: 204 });
  });
}
