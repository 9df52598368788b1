import type { Route } from "./+types/metadata-item";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { notFound } from "~/modules/api/api-error";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { removalQuery } from "~/modules/api/api-removal.server";
import { metadataRenameSchema, parseMetadataKind } from "~/modules/catalog/catalog.schema";
import { removeCatalogueItem } from "~/modules/catalog/catalogue-removal.server";
import { renameMetadataItem } from "~/modules/catalog/metadata.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

function itemOf(params: { kind?: string; id?: string }) {
  const kind = parseMetadataKind(params.kind);
  if (!kind) throw notFound("Metadata list");
  const id = parseId(params.id);
  if (id === null) throw notFound("Item");
  return { kind, id };
}

/** An item in use is a 409 with `usage` unless `?mergeInto` names where its uses move first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const { kind, id } = itemOf(params);
    const em = context.get(dbContext);
    if (request.method === "PUT") {
      const { name, nameAm } = await readJson(request, metadataRenameSchema);
      return json(await renameMetadataItem(em, actor, kind, id, name, nameAm));
    }
    // Only DELETE is left: the API middleware refuses other methods (API_ROUTE_METHODS).
    const { mergeInto } = removalQuery(request);
    return json(await removeCatalogueItem(em, actor, kind, id, mergeInto));
  });
}
