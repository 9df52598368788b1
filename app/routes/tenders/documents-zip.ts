import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/documents-zip";
import { pageI18n } from "~/i18n/page-i18n.server";
import { requireUser } from "~/modules/auth/guards.server";
import { parseId } from "~/modules/ids";
import {
  documentResponse,
  openTenderDocumentsZip,
} from "~/modules/tenders/tender-documents.server";
import { dbContext } from "~/server/request-context";

/** GET /tenders/{id}/documents.zip: every document of the tender in one zip, signed-in users only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const reader = requireUser({ request, context });
  const id = parseId(params.id);
  const zip = id === null ? null : await openTenderDocumentsZip(context.get(dbContext), id, reader);
  if (!zip)
    return new Response(pageI18n(context)._(msg`No documents to download`), { status: 404 });
  return documentResponse(zip);
}
