import { useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/tenders-create";
import { requireAdmin } from "~/modules/auth/guards.server";
import { callerOf, newFormToken } from "~/modules/idempotency/idempotency.server";
import { tenderForCopy, tenderFormOptions } from "~/modules/tenders/admin-tenders.server";
import { createTender } from "~/modules/tenders/tender-commands.server";
import { tenderPageAction } from "~/modules/tenders/tender-page-action.server";
import { TenderForm } from "~/modules/tenders/TenderForm";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { TENDER_UPLOAD_LIMIT } from "~/server/body-limits";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Create Tender`);

/** `?copyOf={id}` starts the form from that tender (a plain link: works without JavaScript). */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const em = args.context.get(dbContext);
  const copyOf = new URL(args.request.url).searchParams.get("copyOf");
  const [options, copy] = await Promise.all([
    tenderFormOptions(em),
    copyOf === null ? null : tenderForCopy(em, idParam(copyOf, "tender")),
  ]);
  return { options, copy, formToken: newFormToken() };
});

/** A tender with its documents. */
export const bodyLimit = TENDER_UPLOAD_LIMIT;

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const write = {
    em: args.context.get(dbContext),
    caller: callerOf(actor),
    scope: "tender:create",
    failureMessage: pageI18n(args.context)._(msg`Error submitting tender`),
  };
  return tenderPageAction(
    args,
    write,
    (tx, value, documents) => createTender(tx, actor, { ...value, documents }),
    // Post/redirect/get: a fresh, empty form with the success message; reload cannot resubmit,
    // and a double click (the same form token) gets this same answer without a second tender.
    "/admin/tenders/create?notice=created",
  );
}

export default function CreateTender({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const created = searchParams.get("notice") === "created" && !actionData;
  const { copy } = loaderData;
  const copyId = copy?.id;
  const copyTitle = copy?.title;
  return (
    <section>
      <h1>
        <Trans>Create Tender</Trans>
      </h1>
      {created && (
        <Notice>
          <Trans>Tender submitted successfully!</Trans>
        </Notice>
      )}
      {copy && (
        <Notice tone="info" live={false}>
          <Trans>
            Copied from #{copyId} “{copyTitle}”. Check every field, then set the dates and add the
            documents: they are not copied.
          </Trans>
        </Notice>
      )}
      <TenderForm
        // A fresh form after a save and for each tender copied from.
        key={created ? location.key : copy ? `copy-${copy.id}` : "form"}
        mode="create"
        action="/admin/tenders/create"
        options={loaderData.options}
        formToken={loaderData.formToken}
        lastResult={actionData?.result}
        defaultValue={copy?.values}
        duplicates={actionData?.duplicates}
      />
    </section>
  );
}
