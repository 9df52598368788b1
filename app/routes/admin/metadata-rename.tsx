import { redirect } from "react-router";
import type { Route } from "./+types/metadata-rename";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { metadataRenameSchema } from "~/modules/catalog/catalog.schema";
import {
  getMetadataItem,
  metadataItemParams,
  renameMetadataItem,
} from "~/modules/catalog/metadata.server";
import { METADATA_TEXTS } from "~/modules/catalog/metadata-texts";
import { RenameForm } from "~/modules/catalog/RenameForm";
import { NAME_FORM } from "~/modules/catalog/name-refusal.server";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Rename`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const { kind, id } = metadataItemParams(args.params);
  return { kind, ...(await getMetadataItem(args.context.get(dbContext), kind, id)) };
});

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    metadataRenameSchema,
    async ({ value }) => {
      const { kind, id } = metadataItemParams(args.params);
      const em = args.context.get(dbContext);
      const renamed = await renameMetadataItem(
        em,
        actor,
        kind,
        id,
        value.name,
        value.nameAm ?? null,
      );
      return redirect(
        `/admin/metadata?${new URLSearchParams({ tab: kind, page: "1", renamed: renamed.name })}`,
      );
    },
    NAME_FORM,
  );
}

export default function RenameMetadataItem({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <RenameForm
      title={i18n._(METADATA_TEXTS[loaderData.kind].rename)}
      currentName={loaderData.name}
      currentNameAm={loaderData.nameAm}
      schema={metadataRenameSchema}
      cancelHref={`/admin/metadata?tab=${loaderData.kind}`}
      lastResult={actionData?.result}
    />
  );
}
