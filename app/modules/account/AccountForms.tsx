import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { z } from "zod";
import { Form, useNavigation } from "react-router";
import type {
  emailChangeSchema,
  languageSchema,
  passwordChangeFormSchema,
  profileSchema,
} from "./account.schema";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { FieldError } from "~/ui/FieldError";
import { Notice } from "~/ui/Notice";
import { FormErrors, TextField } from "~/ui/TextField";
import { useClearedPassword } from "~/ui/useClearedPassword";

/** The forms of the account page, told apart by their `intent` field. */
export type AccountFormName = "profile" | "email" | "password";

/** After a password change: the calendar URL that replaced the user's, shown this once. */
export function CalendarReplaced({ calendarUrl }: { calendarUrl: string }) {
  return (
    <Notice live={false}>
      <p>
        <Trans>
          Your password was changed. Every other browser and app was signed out, and your private
          calendar link was replaced: calendars that use the old one stop updating. Put this new
          link in your calendar app now; it is shown only this once.
        </Trans>
      </p>
      <p className="channel-secret">
        <label htmlFor="replaced-calendar-url">
          <Trans>Your new calendar link</Trans>
        </label>
        <input id="replaced-calendar-url" type="url" value={calendarUrl} readOnly />
      </p>
    </Notice>
  );
}

function SubmitButton({
  intent,
  children,
}: {
  intent: AccountFormName;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className="button" disabled={busy}>
      {busy ? <Trans>Saving...</Trans> : children}
    </button>
  );
}

export function ProfileForm({
  profile,
  lastResult,
}: {
  profile: { fullname: string; company: string | null; phone: string };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useLingui();
  const [profileForm, profileFields] = useForm<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult,
    defaultValue: {
      fullname: profile.fullname,
      company: profile.company ?? "",
      phone: profile.phone,
    },
  });
  return (
    <>
      <FormErrors errors={profileForm.errors} id={profileForm.errorId} />
      <Form method="post" {...getFormProps(profileForm)}>
        <input type="hidden" name="intent" value="profile" />
        <TextField label={t`Full name`} field={profileFields.fullname} autoComplete="name" />
        <TextField
          label={t`Company (optional)`}
          field={profileFields.company}
          autoComplete="organization"
        />
        <TextField
          label={t`Phone`}
          field={profileFields.phone}
          type="tel"
          autoComplete="tel"
          hint={t`Your Ethiopian mobile number, e.g. 0911 234 567 or +251 911 234 567`}
        />
        <SubmitButton intent="profile">
          <Trans>Save details</Trans>
        </SubmitButton>
      </Form>
    </>
  );
}

export function EmailForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useLingui();
  const [emailForm, emailFields] = useForm<z.input<typeof emailChangeSchema>>({
    id: "email",
    lastResult,
  });
  const passwordRef = useClearedPassword(lastResult);
  return (
    <>
      <FormErrors errors={emailForm.errors} id={emailForm.errorId} />
      <Form method="post" {...getFormProps(emailForm)}>
        <input type="hidden" name="intent" value="email" />
        <TextField
          label={t`New e-mail address`}
          field={emailFields.email}
          type="email"
          autoComplete="email"
          hint={t`We send a link to the new address; your address changes when you open it.`}
        />
        <TextField
          label={t`Your password`}
          field={emailFields.currentPassword}
          type="password"
          autoComplete="current-password"
          hint={t`So that nobody else can move your account to their address.`}
          ref={passwordRef}
        />
        <SubmitButton intent="email">
          <Trans>Send confirmation link</Trans>
        </SubmitButton>
      </Form>
    </>
  );
}

export function PasswordForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useLingui();
  const [passwordForm, passwordFields] = useForm<z.input<typeof passwordChangeFormSchema>>({
    id: "password",
    lastResult,
  });
  const currentPasswordRef = useClearedPassword(lastResult);
  return (
    <>
      <FormErrors errors={passwordForm.errors} id={passwordForm.errorId} />
      <Form method="post" {...getFormProps(passwordForm)}>
        <input type="hidden" name="intent" value="password" />
        <TextField
          label={t`Current password`}
          field={passwordFields.currentPassword}
          type="password"
          autoComplete="current-password"
          ref={currentPasswordRef}
        />
        <TextField
          label={t`New password`}
          field={passwordFields.newPassword}
          type="password"
          autoComplete="new-password"
          hint={t`8 to 128 characters`}
        />
        <TextField
          label={t`Repeat new password`}
          field={passwordFields.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <p className="field-hint">
          <Trans>Changing it signs out every other browser and app.</Trans>
        </p>
        <SubmitButton intent="password">
          <Trans>Change password</Trans>
        </SubmitButton>
      </Form>
    </>
  );
}

/**
 * The account's language, each named in itself so anyone finds theirs whatever the page's
 * language. Saved by /account/language, which also switches this browser's pages.
 */
export function LanguageForm({
  current,
  lastResult,
}: {
  current: Locale;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [languageForm, languageFields] = useForm<z.input<typeof languageSchema>>({
    id: "language",
    lastResult,
  });
  const field = languageFields.locale;
  const invalid = Boolean(field.errors?.length);
  return (
    <>
      <FormErrors errors={languageForm.errors} id={languageForm.errorId} />
      {/* A whole new page, as the header's switch gives: the catalogue changes with it. */}
      <Form method="post" action="/account/language" reloadDocument {...getFormProps(languageForm)}>
        <fieldset
          className="language-choices"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? field.errorId : undefined}
        >
          <legend>
            <Trans>Your pages, e-mails, SMS and Telegram messages come in:</Trans>
          </legend>
          {LOCALES.map((locale) => (
            <label key={locale} className="language-choice" lang={locale}>
              <input
                type="radio"
                name={field.name}
                value={locale}
                defaultChecked={locale === current}
              />
              {LANGUAGE_NAMES[locale]}
            </label>
          ))}
        </fieldset>
        <FieldError field={field} />
        <button type="submit" className="button">
          <Trans>Save language</Trans>
        </button>
      </Form>
    </>
  );
}
