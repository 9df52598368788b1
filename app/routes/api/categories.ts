import type { Route } from "./+types/categories";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, listResponse, readJson } from "~/modules/api/api-http.server";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import { createCategory } from "~/modules/catalog/categories.server";
import { loadFilterOptions } from "~/modules/tenders/filter-options.server";
import { dbContext } from "~/server/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { categories } = await loadFilterOptions(context.get(dbContext));
    return listResponse(categories, categories.length);
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const { name, nameAm } = await readJson(request, categorySchema);
    const created = await createCategory(context.get(dbContext), actor, name, nameAm);
    return json({ ...created, subcategories: [] }, { status: 201 });
  });
}
