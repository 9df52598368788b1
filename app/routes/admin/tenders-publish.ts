import { msg } from "@lingui/core/macro";
import { data, redirect } from "react-router";
import type { Route } from "./+types/tenders-publish";
import { requireAdmin } from "~/modules/auth/guards.server";
import { idParam } from "~/modules/ids";
import { publishTenderNow } from "~/modules/tenders/tender-commands.server";
import { z } from "~/modules/zod";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";

/** `from=list` when the button is on the admin list, to go back there. */
const publishSchema = z.object({ from: z.string().optional() });

/**
 * "Publish now" from the admin list or the edit page (a plain form, so it works without
 * JavaScript): the draft or scheduled tender becomes public and is announced once. The body is
 * read first, so a body that is not a form (415) publishes nothing; a tender already published
 * changes nothing and is answered 409. Back to where the button was.
 */
export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    publishSchema,
    async ({ value, i18n }) => {
      const id = idParam(args.params.id, "tender");
      const { published } = await publishTenderNow(args.context.get(dbContext), actor, { id });
      if (!published) {
        throw data(i18n._(msg`This tender is already published.`), { status: 409 });
      }
      return redirect(
        value.from === "list"
          ? "/admin/tenders?notice=published"
          : `/admin/tenders/edit/${id}?notice=published`,
      );
    },
    { noForm: true },
  );
}
