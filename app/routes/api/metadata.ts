import type { Route } from "./+types/metadata";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { ApiError, notFound } from "~/modules/api/api-error";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, listResponse, pageParams, readJson } from "~/modules/api/api-http.server";
import {
  METADATA_KINDS,
  metadataItemSchema,
  type MetadataKind,
} from "~/modules/catalog/catalog.schema";
import { addMetadataItem, listMetadataPage } from "~/modules/catalog/metadata.server";
import { dbContext } from "~/server/request-context";

const bodySchema = metadataItemSchema.pick({ name: true, nameAm: true });

function kindOf(params: { kind?: string }): MetadataKind {
  const kind = METADATA_KINDS.find((candidate) => candidate === params.kind);
  if (!kind) throw notFound("Metadata list");
  return kind;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const kind = kindOf(params);
    const { page, pageSize } = pageParams(request, { pageSize: 100 });
    const result = await listMetadataPage(context.get(dbContext), kind, page, pageSize);
    return listResponse(result.page === page ? result.items : [], result.total);
  });
}

/** A blank name adds nothing: the API says so with 400. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const kind = kindOf(params);
    const { name, nameAm } = await readJson(request, bodySchema);
    const result = await addMetadataItem(context.get(dbContext), actor, kind, name, nameAm);
    if (!result.added) throw new ApiError(400, "Name is required", { name: ["Name is required"] });
    return json({ id: result.id, name: result.name, nameAm: result.nameAm }, { status: 201 });
  });
}
