import type { SubmissionResult } from "@conform-to/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { z } from "zod";
import { Form, Link, redirect, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import {
  emailChangeSchema,
  passwordChangeFormSchema,
  profileSchema,
} from "~/modules/account/account.schema";
import {
  CalendarReplaced,
  EmailForm,
  LanguageForm,
  PasswordForm,
  ProfileForm,
  type AccountFormName,
} from "~/modules/account/AccountForms";
import { accountProfile, updateProfile } from "~/modules/account/account-profile.server";
import { endOtherSessions } from "~/modules/account/account-sessions.server";
import { listSessionsForPage } from "~/modules/account/session-list.server";
import { SessionsList } from "~/modules/account/SessionsList";
import { requestEmailChange } from "~/modules/account/email-change.server";
import { changePassword } from "~/modules/account/password-change.server";
import { requireUser } from "~/modules/auth/guards.server";
import { sessionToken } from "~/modules/auth/session.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { formatEthiopianPhone } from "~/modules/phone/ethiopian-phone";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { pageI18n } from "~/i18n/page-i18n.server";
import { formAction } from "~/server/form-action.server";
import { withDomainErrors } from "~/server/page-errors.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice, noticeText, type NoticeTexts } from "~/ui/Notice";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Your account`);

const NOTICES: NoticeTexts<MessageDescriptor> = {
  "profile-saved": msg`Your details were saved.`,
  "email-sent": msg`We sent a link to your new e-mail address. Your address changes when you open it.`,
  "password-changed": msg`Your password was changed. Every other browser and app was signed out.`,
  "sessions-ended": msg`Every other browser and app was signed out.`,
  "session-ended": msg`That browser or app was signed out.`,
  "language-saved": msg`Your language was saved.`,
};

const FORMS = {
  profile: profileSchema,
  email: emailChangeSchema,
  password: passwordChangeFormSchema,
  "end-other-sessions": confirmSchema,
};
type FormName = keyof typeof FORMS & AccountFormName;
/** No password is ever sent back, whichever form. */
const PASSWORDS = ["currentPassword", "newPassword", "confirmPassword"];

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  const [profile, sessions] = await Promise.all([
    accountProfile(em, user.id),
    listSessionsForPage(em, user.id, await sessionToken(args.request), pageI18n(args.context)),
  ]);
  return { profile: { ...profile, phone: formatEthiopianPhone(profile.phone) }, sessions };
});

export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  return formAction<typeof FORMS, { calendarUrl: string }>(
    args,
    FORMS,
    async ({ intent, value, reply }) => {
      const currentToken = await sessionToken(args.request);
      if (intent === "end-other-sessions") {
        await endOtherSessions(em, user.id, currentToken);
        return redirect("/account?notice=sessions-ended");
      }
      if (intent === "profile") {
        const profile = value as z.output<typeof profileSchema>;
        // An emptied company field arrives as undefined: the form means "none".
        await updateProfile(em, user.id, { ...profile, company: profile.company ?? "" });
        return redirect("/account?notice=profile-saved");
      }
      if (intent === "email") {
        await requestEmailChange(em, user.id, value as z.output<typeof emailChangeSchema>);
        return redirect("/account?notice=email-sent");
      }
      const input = value as z.output<typeof passwordChangeFormSchema>;
      const { calendarUrl } = await changePassword(em, user.id, input, currentToken);
      if (!calendarUrl) return redirect("/account?notice=password-changed");
      // The replaced calendar URL is shown this once, in this answer: never in a URL or a mail.
      return reply({ resetForm: true }, { calendarUrl });
    },
    { hideFields: PASSWORDS },
  );
}

/** The server's answer for `name`'s form, when the last submit was that form. */
function resultFor(
  actionData: { intent?: string; result: SubmissionResult<string[]> } | undefined,
  name: FormName,
) {
  return actionData?.intent === name ? actionData.result : undefined;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const { profile, sessions } = loaderData;
  const locale = usePageLocale();
  const { email, pendingEmail } = profile;
  const [searchParams] = useSearchParams();
  const notice = noticeText(searchParams, NOTICES);
  const calendarUrl = actionData?.calendarUrl ?? null;

  const location = useLocation();

  return (
    <section className="account-page">
      <h1>
        <Trans>Your account</Trans>
      </h1>
      <Notice>{notice && i18n._(notice)}</Notice>

      <section className="account-section" aria-labelledby="account-details">
        <h2 id="account-details">
          <Trans>Your details</Trans>
        </h2>
        <ProfileForm
          // After each answer a fresh form: saved values as stored, no password left behind.
          key={location.key}
          profile={profile}
          lastResult={resultFor(actionData, "profile")}
        />
      </section>

      <section className="account-section" aria-labelledby="account-language">
        <h2 id="account-language">
          <Trans>Language</Trans>
        </h2>
        <LanguageForm key={location.key} current={locale} />
      </section>

      <section className="account-section" aria-labelledby="account-email">
        <h2 id="account-email">
          <Trans>E-mail address</Trans>
        </h2>
        <p>
          <Trans>
            You sign in with <strong>{email}</strong>.
          </Trans>
        </p>
        {pendingEmail && (
          <Notice tone="info" live={false}>
            <Trans>
              Waiting for you to open the link we sent to {pendingEmail}. Until then your address
              stays the same.
            </Trans>
          </Notice>
        )}
        <EmailForm key={location.key} lastResult={resultFor(actionData, "email")} />
      </section>

      <section className="account-section" aria-labelledby="account-password">
        <h2 id="account-password">
          <Trans>Password</Trans>
        </h2>
        {calendarUrl && <CalendarReplaced calendarUrl={calendarUrl} />}
        <PasswordForm key={location.key} lastResult={resultFor(actionData, "password")} />
      </section>

      <section className="account-section" aria-labelledby="account-sessions">
        <h2 id="account-sessions">
          <Trans>Where you are signed in</Trans>
        </h2>
        <SessionsList sessions={sessions} locale={locale} />
        <Form method="post" className="account-actions">
          <button
            type="submit"
            name="intent"
            value="end-other-sessions"
            className="button button-ghost"
          >
            <Trans>Sign out everywhere else</Trans>
          </button>
        </Form>
      </section>

      <section className="account-section" aria-labelledby="account-data">
        <h2 id="account-data">
          <Trans>Your data</Trans>
        </h2>
        <p>
          <Trans>
            One JSON file with your details, saved tenders, alerts, alert channels and what was sent
            to you.
          </Trans>
        </p>
        <p className="account-actions">
          <Link to="/account/export" reloadDocument download className="button button-ghost">
            <Trans>Download my data</Trans>
          </Link>
        </p>
      </section>

      <section className="account-section account-danger" aria-labelledby="account-delete">
        <h2 id="account-delete">
          <Trans>Delete account</Trans>
        </h2>
        <p>
          <Trans>Removes your account, saved tenders, alerts and sign-ins for good.</Trans>
        </p>
        <p className="account-actions">
          <Link to="/account/delete" className="button button-danger">
            <Trans>Delete my account...</Trans>
          </Link>
        </p>
      </section>
    </section>
  );
}
