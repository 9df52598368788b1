import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { formAction } from "~/server/form-action.server";
import { contactSchema } from "~/modules/contact/contact.schema";
import { submitAdvertContact } from "~/modules/contact/contact.server";
import { callerOf, newFormToken, onceKeyOf } from "~/modules/idempotency/idempotency.server";
import { clientAddress } from "~/modules/rate-limit/rate-limit.server";
import { dbContext } from "~/server/request-context";
import { FormTokenInput } from "~/ui/FormTokenInput";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { translateText } from "~/i18n/translate-text.server";
import { useBrowserValidation } from "~/ui/useBrowserValidation";
import { SubmitButton } from "~/ui/SubmitButton";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Contact Us for Advertisement`);

/** A fresh one-time token for each rendering (also after a sent message, for the next one). */
export function loader() {
  return { formToken: newFormToken() };
}

export function action(args: Route.ActionArgs) {
  const { request, context } = args;
  return formAction(args, contactSchema, async ({ value, formData, i18n, reply }) => {
    const { message } = await submitAdvertContact(
      context.get(dbContext),
      value,
      clientAddress(context),
      onceKeyOf(request, formData, callerOf(null), "contact", value),
    );
    // resetForm: the success answer clears the form, with and without JavaScript.
    return reply({ resetForm: true }, { sent: translateText(i18n, message) });
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: useBrowserValidation(({ formData }: { formData: FormData }) =>
      parseWithZod(formData, { schema: contactSchema }),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const messageErrorId = fields.message.errors?.length ? fields.message.errorId : undefined;
  return (
    <section className="auth-card contact-card">
      <h1>
        <Trans>Contact Us for Advertisement</Trans>
      </h1>
      <p className="lead">
        <Trans>Tell us about your business and we will get back to you about ads.</Trans>
      </p>
      {actionData?.sent && !sending && <Notice>{actionData.sent}</Notice>}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <FormTokenInput token={loaderData.formToken} />
        <TextField label={t`Name`} field={fields.name} autoComplete="name" />
        <TextField label={t`Email`} field={fields.email} type="email" autoComplete="email" />
        <TextField label={t`Phone`} field={fields.phone} type="tel" autoComplete="tel" />
        <div className="field">
          <label htmlFor={fields.message.id}>
            <Trans>Message</Trans>
          </label>
          <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} />
          {messageErrorId && (
            <p className="field-error" id={messageErrorId}>
              {fields.message.errors?.join(" ")}
            </p>
          )}
        </div>
        {/* Honeypot: off-screen, hidden from screen readers and out of the tab order. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contact-website">
            <Trans>Website</Trans>
          </label>
          <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <SubmitButton pending={sending} pendingLabel={t`Sending...`}>
          <Trans>Send</Trans>
        </SubmitButton>
      </Form>
    </section>
  );
}
