import { redirect } from "react-router";
import type { Route } from "./+types/tenders-publish";
import { requireAdmin } from "~/modules/auth/guards.server";
import { idParam } from "~/modules/ids";
import { publishTenderNow } from "~/modules/tenders/tender-commands.server";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";

/**
 * "Publish now" from the admin list or the edit page (a plain form, so it works without
 * JavaScript): the draft or scheduled tender becomes public and is announced once; a repeated
 * click finds it public and changes nothing. Back to where the button was.
 */
export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const id = idParam(args.params.id, "tender");
  await publishTenderNow(args.context.get(dbContext), actor, { id });
  const formData = await args.request.formData();
  return redirect(
    formData.get("from") === "list"
      ? "/admin/tenders?notice=published"
      : `/admin/tenders/edit/${id}?notice=published`,
  );
});
