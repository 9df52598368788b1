import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/tenders-delete";
import { requireAdmin } from "~/modules/auth/guards.server";
import { tenderForDelete } from "~/modules/tenders/admin-tenders.server";
import { deleteTender } from "~/modules/tenders/tender-commands.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { formAction } from "~/server/form-action.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { FormErrors } from "~/ui/FormErrors";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Delete tender`);

/** The no-JS confirmation step (with JS the list asks with window.confirm and posts here). */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const actor = requireAdmin(args);
  return tenderForDelete(args.context.get(dbContext), actor, idParam(args.params.id, "tender"));
});

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    confirmSchema,
    async () => {
      const id = idParam(args.params.id, "tender");
      await deleteTender(args.context.get(dbContext), actor, { id });
      return redirect("/admin/tenders?notice=deleted");
    },
    // Nothing to correct here: a refusal (403, 404) is the error page.
    { shows: () => false },
  );
}

export default function DeleteTender({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting";
  const { t } = useLingui();
  return (
    <section className="confirm-panel">
      <h1>
        <Trans>Delete tender</Trans>
      </h1>
      <p>
        <Trans>Are you sure you want to delete this tender?</Trans>
      </p>
      <p>
        <strong>{loaderData.title}</strong>
      </p>
      <p className="field-hint">
        <Trans>Its documents and every user&apos;s saved copy are removed too.</Trans>
      </p>
      <FormErrors errors={actionData?.result.error?.[""]} />
      <Form method="post" className="confirm-actions">
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="button button-danger" disabled={deleting}>
          {deleting ? t`Deleting...` : t`Yes, delete`}
        </button>
        <Link to="/admin/tenders" className="button button-ghost">
          <Trans>Cancel</Trans>
        </Link>
      </Form>
    </section>
  );
}
