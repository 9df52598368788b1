import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import type { Route } from "./+types/tenders-publish";
import { pageI18n } from "~/i18n/page-i18n.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { idParam } from "~/modules/ids";
import { publishTenderNow } from "~/modules/tenders/tender-commands.server";
import { readFormData } from "~/server/form-data.server";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";

/**
 * "Publish now" from the admin list or the edit page (a plain form, so it works without
 * JavaScript): the draft or scheduled tender becomes public and is announced once. The body is
 * read first, so a body that is not a form (415) publishes nothing; a tender already published
 * changes nothing and is answered 409. Back to where the button was.
 */
export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const id = idParam(args.params.id, "tender");
  const formData = await readFormData(args.request);
  const { published } = await publishTenderNow(args.context.get(dbContext), actor, { id });
  if (!published) {
    throw data(pageI18n(args.context)._(msg`This tender is already published.`), { status: 409 });
  }
  return redirect(
    formData.get("from") === "list"
      ? "/admin/tenders?notice=published"
      : `/admin/tenders/edit/${id}?notice=published`,
  );
});
