import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { formAction } from "~/server/form-action.server";
import { loginSchema } from "~/modules/auth/auth.schema";
import { accountLocale } from "~/modules/auth/accounts.server";
import { authenticatorFor, InvalidCredentialsError } from "~/modules/auth/authenticator.server";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { safeRedirectTo } from "~/modules/auth/redirect-to";
import { startUserSession } from "~/modules/auth/session.server";
import { loginThrottle, tooManyAttempts } from "~/modules/auth/login-throttle.server";
import { localeCookie } from "~/i18n/locale.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { dbContext, localeContext } from "~/server/request-context";
import { FormErrors } from "~/ui/FormErrors";
import { InputField } from "~/ui/InputField";
import { pageMeta } from "~/ui/meta";
import { useClearedPassword } from "~/ui/useClearedPassword";
import { Notice, noticeText, type NoticeTexts } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { SubmitButton } from "~/ui/SubmitButton";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Login`);

const NOTICES: NoticeTexts<MessageDescriptor> = {
  registered: msg`Your account is ready. Please log in.`,
  "password-reset": msg`Your password has been changed. Log in with the new one.`,
  "password-reset-calendar": msg`Your password has been changed. Log in with the new one. Your private calendar link stopped working: make a new one under Alerts, Calendar.`,
  save: msg`Please log in to save tenders.`,
  filters: msg`Please log in to filter tenders.`,
  details: msg`Log in (or register for free) to see this tender's dates, documents and details.`,
  "signed-out-everywhere": msg`You are signed out on every device, and every API token is revoked.`,
};

export function loader({ context }: Route.LoaderArgs) {
  return { signedInAs: getCurrentUser({ context })?.email ?? null };
}

export function action(args: Route.ActionArgs) {
  const { request, context } = args;
  return formAction(
    args,
    loginSchema,
    async ({ value, formData, i18n, reply }) => {
      const em = context.get(dbContext);
      const throttle = loginThrottle(em, context, value.email);
      const waitMinutes = await throttle.waitMinutes();
      if (waitMinutes > 0) {
        const headers = { "Retry-After": String(waitMinutes * 60) };
        return reply(
          { formErrors: [tooManyAttempts(waitMinutes, i18n)] },
          {},
          { status: 429, headers },
        );
      }
      // remix-auth's form strategy reads a body of its own: the form as it was read.
      const form = new Request(request.url, { method: "POST", body: formData });
      try {
        const user = await authenticatorFor(em).authenticate("form", form);
        await throttle.recordSuccess();
        const cookie = await startUserSession(request, user.id, value.remember ?? false);
        // The account's language wins over this browser's: a new browser gets their pages.
        const pageLocale = context.get(localeContext) ?? DEFAULT_LOCALE;
        const locale = await accountLocale(em, user, pageLocale);
        const headers = new Headers({ "Set-Cookie": cookie });
        headers.append("Set-Cookie", await localeCookie().serialize(locale));
        return redirect(safeRedirectTo(value.redirectTo), { headers });
      } catch (error) {
        // A deactivated account's right password is neither a failure to count nor a sign-in.
        if (error instanceof InvalidCredentialsError) await throttle.recordFailure();
        throw error;
      }
    },
    { hideFields: ["password"] },
  );
}

/**
 * The public login page ships neither Conform nor zod to the browser (decision 023: keep
 * public pages light). As on every form, the action validates (docs/decisions/002): `loginSchema`'s
 * reply (Conform's submission result, plain data) brings the messages and the typed email, with
 * JavaScript as without.
 */
export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/login");
  const errors = actionData?.result.error;
  const typedEmail = actionData?.result.initialValue?.email;
  const formErrors = errors?.[""];
  const passwordRef = useClearedPassword(actionData?.result);
  const notice = noticeText(searchParams, NOTICES);
  const signedInAs = loaderData.signedInAs;
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const registerLink = redirectTo
    ? `/register?${new URLSearchParams({ redirectTo })}`
    : "/register";
  return (
    <section className="auth-card">
      <h1>
        <Trans>Login</Trans>
      </h1>
      <Notice tone="info">{notice && i18n._(notice)}</Notice>
      {signedInAs && (
        <Notice tone="info" live={false}>
          <Trans>You are signed in as {signedInAs}. Log in with another account to continue.</Trans>
        </Notice>
      )}
      <FormErrors errors={formErrors} id="login-form-error" />
      <Form
        method="post"
        id="login-form"
        noValidate
        aria-describedby={formErrors?.length ? "login-form-error" : undefined}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <InputField
          label={t`Email`}
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={typeof typedEmail === "string" ? typedEmail : undefined}
          errors={errors?.email}
        />
        <InputField
          label={t`Password`}
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
          errors={errors?.password}
        />
        <div className="field field-inline">
          <input type="checkbox" id="remember" name="remember" value="on" />
          <label htmlFor="remember">
            <Trans>Remember me</Trans>
          </label>
        </div>
        <SubmitButton pending={submitting} pendingLabel={t`Logging in...`}>
          <Trans>Login</Trans>
        </SubmitButton>
      </Form>
      <p className="auth-links">
        <Link to="/forgot-password">
          <Trans>Forgot Password?</Trans>
        </Link>
        <span>
          <Trans>
            No account? <Link to={registerLink}>Register</Link>
          </Trans>
        </span>
      </p>
    </section>
  );
}
