import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { formAction } from "~/server/form-action.server";
import { resetPasswordSchema } from "~/modules/auth/auth.schema";
import { findUsableResetToken, resetPassword } from "~/modules/auth/password-reset.server";
import { dbContext } from "~/server/request-context";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { SubmitButton } from "~/ui/SubmitButton";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Choose a new password`);

const INVALID_LINK = msg`This reset link is invalid, already used or expired. Ask for a new one.`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = token ? await findUsableResetToken(context.get(dbContext), token) : null;
  return { token, valid: usable !== null };
}

export function action(args: Route.ActionArgs) {
  const { context } = args;
  return formAction(
    args,
    resetPasswordSchema,
    async ({ value: { token, password }, i18n, reply }) => {
      const outcome = await resetPassword(context.get(dbContext), context, token, password);
      if (!outcome.reset) return reply({ formErrors: [i18n._(INVALID_LINK)] }, {}, { status: 400 });
      return redirect(
        `/login?notice=${outcome.calendarDropped ? "password-reset-calendar" : "password-reset"}`,
      );
    },
    { hideFields: ["password", "confirmPassword"] },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof resetPasswordSchema>>({
    lastResult: actionData?.result,
  });
  if (!loaderData.valid) {
    return (
      <section className="auth-card">
        <h1>
          <Trans>Choose a new password</Trans>
        </h1>
        <Notice tone="error">{i18n._(INVALID_LINK)}</Notice>
        <p className="auth-links">
          <Link to="/forgot-password">
            <Trans>Send a new link</Trans>
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="auth-card">
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label={t`New password`}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          hint={t`8 to 128 characters`}
        />
        <TextField
          label={t`Repeat new password`}
          field={fields.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t`Saving...`}>
          <Trans>Set new password</Trans>
        </SubmitButton>
      </Form>
    </section>
  );
}
