import { type z } from "zod";
import type { Route } from "./+types/subcategories";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { subcategorySchema } from "~/modules/catalog/catalog.schema";
import { addSubcategory } from "~/modules/catalog/categories.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

const bodySchema = subcategorySchema.pick({ name: true, nameAm: true });

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const categoryId = idParam(params.categoryId, "category");
    const { name, nameAm }: z.output<typeof bodySchema> = await readJson(request, bodySchema);
    const em = context.get(dbContext);
    const created = await addSubcategory(em, actor, categoryId, name, nameAm);
    return json(created, { status: 201 });
  });
}
