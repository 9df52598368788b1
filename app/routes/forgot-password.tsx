import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { formAction } from "~/server/form-action.server";
import { forgotPasswordSchema } from "~/modules/auth/auth.schema";
import { requestPasswordReset, tooManyResetRequests } from "~/modules/auth/password-reset.server";
import { dbContext } from "~/server/request-context";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SubmitButton } from "~/ui/SubmitButton";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Forgot password`);

export function action(args: Route.ActionArgs) {
  const { context } = args;
  return formAction<typeof forgotPasswordSchema, { sent: boolean }>(
    args,
    forgotPasswordSchema,
    async ({ value, i18n, reply }) => {
      const outcome = await requestPasswordReset(context.get(dbContext), context, value.email);
      if (!outcome.accepted) {
        const headers = { "Retry-After": String(outcome.waitMinutes * 60) };
        const formErrors = [tooManyResetRequests(outcome.waitMinutes, i18n)];
        return reply({ formErrors }, {}, { status: 429, headers });
      }
      return reply({ resetForm: true }, { sent: true });
    },
  );
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm<z.input<typeof forgotPasswordSchema>>({
    lastResult: actionData?.result,
  });
  return (
    <section className="auth-card">
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      {actionData?.sent ? (
        <Notice>
          <Trans>
            If an account exists for that email, we have sent a link to reset the password. It works
            once, within one hour.
          </Trans>
        </Notice>
      ) : (
        <p className="lead">
          <Trans>Enter your email and we will send you a link to choose a new password.</Trans>
        </p>
      )}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <TextField label={t`Email`} field={fields.email} type="email" autoComplete="email" />
        <SubmitButton pending={submitting} pendingLabel={t`Sending...`}>
          <Trans>Send reset link</Trans>
        </SubmitButton>
      </Form>
      <p className="auth-links">
        <Link to="/login">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </section>
  );
}
