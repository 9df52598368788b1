import { Link, redirect } from "react-router";
import type { Route } from "./+types/new";
import { formAction } from "~/server/form-action.server";
import { channelStatuses } from "~/modules/alerts/alert-channels.server";
import { alertProfileSchema } from "~/modules/alerts/alert-profile.schema";
import { createProfile, profileDefaultsFromSearch } from "~/modules/alerts/alert-profiles.server";
import { AlertProfileForm } from "~/modules/alerts/AlertProfileForm";
import { requireUser } from "~/modules/auth/guards.server";
import { callerOf, newFormToken, onceKeyOf } from "~/modules/idempotency/idempotency.server";
import { loadFilterPanelOptions } from "~/modules/tenders/filter-options.server";
import { pageLocale } from "~/i18n/page-i18n.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`New alert`);

/** /alerts/new, optionally with the /home query ("Create alert from this search"). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  const [options, channels] = await Promise.all([
    loadFilterPanelOptions(em, pageLocale(args.context)),
    channelStatuses(em, user.id),
  ]);
  return {
    options,
    defaults: profileDefaultsFromSearch(args.url.searchParams),
    formToken: newFormToken(),
    channelActive: Object.fromEntries(channels.map((c) => [c.kind, c.active])) as Record<
      (typeof channels)[number]["kind"],
      boolean
    >,
  };
}

export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return formAction(args, alertProfileSchema, async ({ value, formData }) => {
    const once = onceKeyOf(args.request, formData, callerOf(user), "alert-profile:create", value);
    await createProfile(args.context.get(dbContext), user.id, value, once);
    // A double click (the same form token) lands here too, with the one profile.
    return redirect("/alerts?notice=created");
  });
}

export default function NewAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <section className="alerts-page">
      <p>
        <Link to="/alerts">
          <Trans>← Alerts</Trans>
        </Link>
      </p>
      <h1>
        <Trans>New alert</Trans>
      </h1>
      <AlertProfileForm
        lastResult={actionData?.result}
        defaults={loaderData.defaults}
        options={loaderData.options}
        channelActive={loaderData.channelActive}
        formToken={loaderData.formToken}
        submitLabel={t`Create alert`}
      />
    </section>
  );
}
