import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/register";
import { parseSubmission } from "~/server/form-submission.server";
import { readFormData } from "~/server/form-data.server";
import { registerSchema } from "~/modules/auth/auth.schema";
import { EmailTakenError, registerUser } from "~/modules/auth/accounts.server";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { dbContext } from "~/server/request-context";
import { logger } from "~/server/logger.server";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { useClearedPassword } from "~/ui/useClearedPassword";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SubmitButton } from "~/ui/SubmitButton";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Register`);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const i18n = pageI18n(context);
  const submission = parseSubmission(formData, registerSchema, i18n);
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    await registerUser(context.get(dbContext), submission.value);
  } catch (error) {
    if (error instanceof EmailTakenError) {
      const result = replyWith(submission, outcomeOf(error), ["password"]);
      return data(result, { status: error.status });
    }
    logger.error({ err: error }, "registration failed");
    return data(
      submission.reply({
        formErrors: [i18n._(msg`Registration failed`)],
        hideFields: ["password"],
      }),
      {
        status: 500,
      },
    );
  }
  // After login, the first alert ("what do you want to hear about"), then where they were going.
  const redirectTo = formData.get("redirectTo");
  const welcome =
    typeof redirectTo === "string" && redirectTo
      ? `/welcome?${new URLSearchParams({ redirectTo })}`
      : "/welcome";
  return redirect(`/login?${new URLSearchParams({ notice: "registered", redirectTo: welcome })}`);
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const passwordRef = useClearedPassword(actionData);
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/register");
  const [form, fields] = useForm<z.input<typeof registerSchema>>({ lastResult: actionData });
  return (
    <section className="auth-card">
      <h1>
        <Trans>Create your account</Trans>
      </h1>
      <p className="lead">
        <Trans>Free access to tenders from across Ethiopia, and daily alerts.</Trans>
      </p>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField label={t`Full name`} field={fields.fullname} autoComplete="name" />
        <TextField label={t`Email`} field={fields.email} type="email" autoComplete="email" />
        <TextField
          label={t`Company (optional)`}
          field={fields.company}
          placeholder={t`Company Name if Available`}
          autoComplete="organization"
        />
        <TextField
          label={t`Phone`}
          field={fields.phone}
          type="tel"
          autoComplete="tel"
          hint={t`Your Ethiopian mobile number, e.g. 0911 234 567 or +251 911 234 567`}
        />
        <TextField
          label={t`Password`}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          hint={t`8 to 128 characters`}
          ref={passwordRef}
        />
        <SubmitButton pending={submitting} pendingLabel={t`Registering...`}>
          <Trans>Register</Trans>
        </SubmitButton>
      </Form>
      <p className="auth-links">
        <span>
          <Trans>
            Already registered? <Link to="/login">Login</Link>
          </Trans>
        </span>
      </p>
    </section>
  );
}
