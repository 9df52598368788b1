import type { Route } from "./+types/export";
import {
  exportAccountData,
  exportAttachmentHeaders,
} from "~/modules/account/account-export.server";
import { requireUser } from "~/modules/auth/guards.server";
import { withDomainErrors } from "~/server/page-errors.server";
import { dbContext } from "~/server/request-context";

/** GET /account/export: the signed-in user's data as a JSON attachment. */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const body = await exportAccountData(args.context.get(dbContext), user.id);
  return Response.json(body, { headers: exportAttachmentHeaders() });
});
