import { getFormProps, useForm } from "@conform-to/react";
import type { z } from "zod";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/register";
import { formAction } from "~/server/form-action.server";
import { registerSchema } from "~/modules/auth/auth.schema";
import { registerUser } from "~/modules/auth/accounts.server";
import { dbContext, localeContext } from "~/server/request-context";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { useClearedPassword } from "~/ui/useClearedPassword";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SubmitButton } from "~/ui/SubmitButton";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Register`);

export function action(args: Route.ActionArgs) {
  return formAction(
    args,
    registerSchema,
    async ({ value, formData }) => {
      // The language they were browsing in becomes theirs: their mails and the pages after sign-in.
      const locale = args.context.get(localeContext);
      await registerUser(args.context.get(dbContext), { ...value, locale });
      // After login, the first alert ("what do you want to hear about"), then where they were going.
      const redirectTo = formData.get("redirectTo");
      const welcome =
        typeof redirectTo === "string" && redirectTo
          ? `/welcome?${new URLSearchParams({ redirectTo })}`
          : "/welcome";
      return redirect(
        `/login?${new URLSearchParams({ notice: "registered", redirectTo: welcome })}`,
      );
    },
    { hideFields: ["password"] },
  );
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const passwordRef = useClearedPassword(actionData?.result);
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/register");
  const [form, fields] = useForm<z.input<typeof registerSchema>>({
    lastResult: actionData?.result,
  });
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
