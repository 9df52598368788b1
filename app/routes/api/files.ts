import type { Route } from "./+types/files";
import { notFound } from "~/modules/api/api-error";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { errorResponse, handleApi } from "~/modules/api/api-http.server";
import { ApiError } from "~/modules/api/api-error";
import { documentResponse, openTenderDocument } from "~/modules/tenders/tender-documents.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** Backslashes accepted (the original client sends Windows paths); only the numeric id is looked up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const path = (params["*"] ?? "").replaceAll("\\", "/");
    const match = /^documents\/(\d{1,10})(?:\/[^/]*)?$/.exec(path);
    if (!match) throw new ApiError(404, "No such API endpoint");
    const reader = requireApiUser({ context });
    const id = parseId(match[1]);
    const document =
      id === null ? null : await openTenderDocument(context.get(dbContext), id, reader);
    if (!document) throw notFound("Document");
    return documentResponse(document);
  });
}

export const action = () => errorResponse(new ApiError(404, "No such API endpoint"));
