import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/welcome";
import { formAction } from "~/server/form-action.server";
import { firstAlertSchema } from "~/modules/alerts/first-alert.schema";
import { createFirstAlert } from "~/modules/alerts/first-alert.server";
import { requireUser } from "~/modules/auth/guards.server";
import { safeRedirectTo } from "~/modules/auth/redirect-to";
import { callerOf, newFormToken, onceKeyOf } from "~/modules/idempotency/idempotency.server";
import { loadFilterPanelOptions } from "~/modules/tenders/filter-options.server";
import { pageLocale } from "~/i18n/page-i18n.server";
import { dbContext } from "~/server/request-context";
import { CheckboxList } from "~/ui/CheckboxList";
import { FormTokenInput } from "~/ui/FormTokenInput";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, msg`What do you want to hear about?`);

/** The step after registering (login lands here): the first alert in one screen, or skip. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { categories } = await loadFilterPanelOptions(
    args.context.get(dbContext),
    pageLocale(args.context),
  );
  return {
    email: user.email,
    categories: categories.map(({ id, name, nameAm }) => ({ id, name, nameAm })),
    formToken: newFormToken(),
  };
}

const OUTCOME_NOTICE = {
  sent: "first-alert",
  "not-needed": "created",
  failed: "first-alert-unsent",
};

export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return formAction(args, firstAlertSchema, async ({ value, formData }) => {
    const once = onceKeyOf(args.request, formData, callerOf(user), "first-alert", value);
    const outcome = await createFirstAlert(args.context.get(dbContext), user, value, once);
    return redirect(`/alerts?notice=${OUTCOME_NOTICE[outcome.verification]}`);
  });
}

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { email, categories, formToken } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm<{ includeKeywords: string; categories: string[] }>({
    lastResult: actionData?.result,
  });
  return (
    <section className="welcome-card">
      <h1>
        <Trans>What do you want to hear about?</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Tell us what your business bids for, and every morning we e-mail you the new tenders that
          match.
        </Trans>
      </p>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" className="alert-form" {...getFormProps(form)}>
        <FormTokenInput token={formToken} />
        <TextField
          label={t`Keywords`}
          field={fields.includeKeywords}
          hint={t`Separate with commas, e.g. road, cement, laptops.`}
        />
        <CheckboxList
          legend={t`Categories`}
          field={fields.categories}
          options={categories}
          hint={t`None ticked: any category.`}
          className="welcome-categories"
        />
        <p className="field-hint">
          <Trans>Alerts go to {email} once you confirm it: we send you a link right away.</Trans>
        </p>
        <div className="welcome-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? <Trans>Saving...</Trans> : <Trans>E-mail me these tenders</Trans>}
          </button>
          <Link to={safeRedirectTo(searchParams.get("redirectTo"))}>
            <Trans>Skip for now</Trans>
          </Link>
        </div>
      </Form>
    </section>
  );
}
