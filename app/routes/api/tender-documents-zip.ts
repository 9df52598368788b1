import type { Route } from "./+types/tender-documents-zip";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { ApiError } from "~/modules/api/api-error";
import { handleApi } from "~/modules/api/api-http.server";
import { parseId } from "~/modules/ids";
import {
  documentResponse,
  openTenderDocumentsZip,
} from "~/modules/tenders/tender-documents.server";
import { dbContext } from "~/server/request-context";

/** A path of its own kind, so it cannot be read as /tenders/metadata/{kind}. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const reader = requireApiUser({ context });
    const id = parseId(params.tenderId);
    const zip =
      id === null ? null : await openTenderDocumentsZip(context.get(dbContext), id, reader);
    if (!zip) throw new ApiError(404, "Tender not found, or it has no documents");
    return documentResponse(zip);
  });
}
