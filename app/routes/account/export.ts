import type { Route } from "./+types/export";
import { exportAccountData, exportFileName } from "~/modules/account/account-export.server";
import { requireUser } from "~/modules/auth/guards.server";
import { withDomainErrors } from "~/server/page-errors.server";
import { dbContext } from "~/server/request-context";

/** GET /account/export: the signed-in user's data as a JSON attachment. */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const body = await exportAccountData(args.context.get(dbContext), user.id);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
    },
  });
});
