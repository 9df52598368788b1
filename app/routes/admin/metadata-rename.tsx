import { data, redirect } from "react-router";
import type { Route } from "./+types/metadata-rename";
import { readSubmission } from "~/server/form-submission.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { metadataRenameSchema } from "~/modules/catalog/catalog.schema";
import {
  getMetadataItem,
  metadataItemParams,
  renameMetadataItem,
} from "~/modules/catalog/metadata.server";
import { METADATA_TEXTS } from "~/modules/catalog/metadata-texts";
import { RenameForm } from "~/modules/catalog/RenameForm";
import { BlankNameError, DuplicateNameError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Rename`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const { kind, id } = metadataItemParams(args.params);
  return { kind, ...(await getMetadataItem(args.context.get(dbContext), kind, id)) };
});

export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const { kind, id } = metadataItemParams(args.params);
  const submission = await readSubmission(
    args.request,
    metadataRenameSchema,
    pageI18n(args.context),
  );
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let renamed;
  try {
    renamed = await renameMetadataItem(
      args.context.get(dbContext),
      actor,
      kind,
      id,
      submission.value.name,
    );
  } catch (error) {
    // A name the form can correct; an item that went away is the 404 page.
    if (!(error instanceof DuplicateNameError || error instanceof BlankNameError)) throw error;
    return data(replyWith(submission, outcomeOf(error, "name")), { status: error.status });
  }
  return redirect(
    `/admin/metadata?${new URLSearchParams({ tab: kind, page: "1", renamed: renamed.name })}`,
  );
});

export default function RenameMetadataItem({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <RenameForm
      title={i18n._(METADATA_TEXTS[loaderData.kind].rename)}
      currentName={loaderData.name}
      schema={metadataRenameSchema}
      cancelHref={`/admin/metadata?tab=${loaderData.kind}`}
      lastResult={actionData}
    />
  );
}
