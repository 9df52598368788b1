import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/new";
import { readFormData } from "~/server/form-data.server";
import { parseSubmission } from "~/server/form-submission.server";
import { channelStatuses } from "~/modules/alerts/alert-channels.server";
import { alertProfileSchema } from "~/modules/alerts/alert-profile.schema";
import { createProfile, profileDefaultsFromSearch } from "~/modules/alerts/alert-profiles.server";
import { AlertProfileForm } from "~/modules/alerts/AlertProfileForm";
import { requireUser } from "~/modules/auth/guards.server";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import {
  callerOf,
  IdempotencyKeyError,
  newFormToken,
  onceKeyOf,
} from "~/modules/idempotency/idempotency.server";
import { loadFilterPanelOptions } from "~/modules/tenders/filter-options.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`New alert`);

/** /alerts/new, optionally with the /home query ("Create alert from this search"). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  const [options, channels] = await Promise.all([
    loadFilterPanelOptions(em),
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

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const formData = await readFormData(args.request);
  const submission = parseSubmission(formData, alertProfileSchema, pageI18n(args.context));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const scope = "alert-profile:create";
    const once = onceKeyOf(args.request, formData, callerOf(user), scope, submission.value);
    await createProfile(args.context.get(dbContext), user.id, submission.value, once);
  } catch (error) {
    if (!(error instanceof IdempotencyKeyError)) throw error;
    return data(replyWith(submission, outcomeOf(error)), { status: error.status });
  }
  // A double click (the same form token) lands here too, with the one profile.
  return redirect("/alerts?notice=created");
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
        lastResult={actionData}
        defaults={loaderData.defaults}
        options={loaderData.options}
        channelActive={loaderData.channelActive}
        formToken={loaderData.formToken}
        submitLabel={t`Create alert`}
      />
    </section>
  );
}
