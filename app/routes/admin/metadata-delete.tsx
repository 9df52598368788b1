import { redirect } from "react-router";
import type { Route } from "./+types/metadata-delete";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { catalogueRemovalSchema } from "~/modules/catalog/catalog.schema";
import { removalPreview, requireRemover } from "~/modules/catalog/catalogue-removal.server";
import { REMOVAL_FORM, removeFromPage } from "~/modules/catalog/removal-refusal.server";
import { METADATA_TEXTS } from "~/modules/catalog/metadata-texts";
import { metadataItemParams } from "~/modules/catalog/metadata.server";
import { RemovalForm } from "~/modules/catalog/RemovalForm";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Delete`);

/** The confirmation: what uses the item now, and where it could be merged. Superadmins only. */
export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireRemover(requireAdmin(args));
  const { kind, id } = metadataItemParams(args.params);
  return { kind, ...(await removalPreview(args.context.get(dbContext), kind, id)) };
});

export { removalShouldRevalidate as shouldRevalidate } from "~/modules/catalog/RemovalForm";

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    catalogueRemovalSchema,
    async ({ value }) => {
      const { kind, id } = metadataItemParams(args.params);
      const em = args.context.get(dbContext);
      const removed = await removeFromPage(em, actor, kind, id, value.mergeInto);
      const done: Record<string, string> = removed.mergedInto
        ? { merged: removed.name, into: removed.mergedInto.name }
        : { deleted: removed.name };
      return redirect(`/admin/metadata?${new URLSearchParams({ tab: kind, page: "1", ...done })}`);
    },
    REMOVAL_FORM,
  );
}

export default function DeleteMetadataItem({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <RemovalForm
      title={i18n._(METADATA_TEXTS[loaderData.kind].remove)}
      item={loaderData}
      usage={loaderData.usage}
      targets={loaderData.targets}
      cancelHref={`/admin/metadata?tab=${loaderData.kind}`}
      lastResult={actionData?.result}
    />
  );
}
