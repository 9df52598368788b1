import { Link, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { formAction } from "~/server/form-action.server";
import { channelStatuses } from "~/modules/alerts/alert-channels.server";
import { alertProfileSchema } from "~/modules/alerts/alert-profile.schema";
import { getProfile, updateProfile } from "~/modules/alerts/alert-profiles.server";
import { AlertProfileForm } from "~/modules/alerts/AlertProfileForm";
import { requireUser } from "~/modules/auth/guards.server";
import { NotFoundError } from "~/modules/domain-errors";
import { callerOf, newFormToken, onceKeyOf } from "~/modules/idempotency/idempotency.server";
import { idParam } from "~/modules/ids";
import { loadFilterPanelOptions } from "~/modules/tenders/filter-options.server";
import { pageLocale } from "~/i18n/page-i18n.server";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Edit alert`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  // Someone else's profile, a deleted one or a forged id: all the same 404.
  const profile = await getProfile(em, user.id, idParam(args.params.id, "alert"));
  const [options, channels] = await Promise.all([
    loadFilterPanelOptions(em, pageLocale(args.context)),
    channelStatuses(em, user.id),
  ]);
  return {
    profile,
    formToken: newFormToken(),
    options,
    channelActive: Object.fromEntries(channels.map((c) => [c.kind, c.active])) as Record<
      (typeof channels)[number]["kind"],
      boolean
    >,
  };
});

export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return formAction(
    args,
    alertProfileSchema,
    async ({ value, formData }) => {
      const em = args.context.get(dbContext);
      const profile = await getProfile(em, user.id, idParam(args.params.id, "alert"));
      const scope = `alert-profile:update:${profile.id}`;
      const once = onceKeyOf(args.request, formData, callerOf(user), scope, value);
      await updateProfile(em, user.id, profile.id, value, once);
      return redirect("/alerts?notice=saved");
    },
    // Someone else's profile, a deleted one or a forged id: the 404 page, not the form.
    { shows: (error) => !(error instanceof NotFoundError) },
  );
}

export default function EditAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { profile } = loaderData;
  return (
    <section className="alerts-page">
      <p>
        <Link to="/alerts">
          <Trans>← Alerts</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Edit alert</Trans>
      </h1>
      <AlertProfileForm
        lastResult={actionData?.result}
        defaults={profile}
        options={loaderData.options}
        channelActive={loaderData.channelActive}
        formToken={loaderData.formToken}
        submitLabel={t`Save alert`}
      />
    </section>
  );
}
