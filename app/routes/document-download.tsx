import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/document-download";
import { pageI18n } from "~/i18n/page-i18n.server";
import { requireUser } from "~/modules/auth/guards.server";
import { documentResponse, openTenderDocument } from "~/modules/tenders/tender-documents.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/**
 * GET /documents/{id} (?inline to view a PDF in the browser): signed-in users only. Only a numeric id is looked up, so paths such as
 * `..` or backslash tricks never reach storage; they are simply not found.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const reader = requireUser({ request, context });
  const id = parseId(params.documentId);
  const document =
    id === null ? null : await openTenderDocument(context.get(dbContext), id, reader);
  if (!document) {
    return new Response(pageI18n(context)._(msg`Document not found`), { status: 404 });
  }
  // ?inline: open in the browser's own viewer (PDFs only; see documentResponse).
  return documentResponse(document, { inline: new URL(request.url).searchParams.has("inline") });
}
