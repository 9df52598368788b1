import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { readSubmission } from "~/server/form-submission.server";
import { forgotPasswordSchema } from "~/modules/auth/auth.schema";
import { requestPasswordReset, tooManyResetRequests } from "~/modules/auth/password-reset.server";
import { dbContext } from "~/server/request-context";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SubmitButton } from "~/ui/SubmitButton";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Forgot password`);

export async function action({ request, context }: Route.ActionArgs) {
  const i18n = pageI18n(context);
  const submission = await readSubmission(request, forgotPasswordSchema, i18n);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const outcome = await requestPasswordReset(
    context.get(dbContext),
    context,
    submission.value.email,
  );
  if (!outcome.accepted) {
    return data(
      {
        result: submission.reply({ formErrors: [tooManyResetRequests(outcome.waitMinutes, i18n)] }),
        sent: false,
      },
      { status: 429, headers: { "Retry-After": String(outcome.waitMinutes * 60) } },
    );
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
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
