import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { loginSchema } from "~/modules/auth/auth.schema";
import { authenticatorFor, InvalidCredentialsError } from "~/modules/auth/authenticator.server";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { safeRedirectTo } from "~/modules/auth/redirect-to";
import { startUserSession } from "~/modules/auth/session.server";
import { loginThrottle, TOO_MANY_ATTEMPTS } from "~/modules/auth/login-throttle.server";
import { dbContext } from "~/server/request-context";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { useClearedPassword } from "~/ui/useClearedPassword";

export const meta: Route.MetaFunction = () => pageMeta("Login");

const NOTICES: Record<string, string> = {
  registered: "Your account is ready. Please log in.",
  "password-reset": "Your password has been changed. Log in with the new one.",
  save: "Please log in to save tenders.",
  filters: "Please log in to filter tenders.",
};

export function loader({ context }: Route.LoaderArgs) {
  return { signedInAs: getCurrentUser({ context })?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  // remix-auth's form strategy reads the body itself, so validate a clone.
  const submission = parseWithZod(await request.clone().formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const em = context.get(dbContext);
  const throttle = loginThrottle(em, request, submission.value.email);
  if (await throttle.blocked()) {
    return data(submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields: ["password"] }), {
      status: 429,
    });
  }
  try {
    const user = await authenticatorFor(em).authenticate("form", request);
    const cookie = await startUserSession(request, user.id, submission.value.remember ?? false);
    return redirect(safeRedirectTo(submission.value.redirectTo), {
      headers: { "Set-Cookie": cookie },
    });
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    await throttle.recordFailure();
    return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), {
      status: 401,
    });
  }
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/login");
  const [form, fields] = useForm<z.input<typeof loginSchema>>({ lastResult: actionData });
  const passwordRef = useClearedPassword(actionData);
  const notice = NOTICES[searchParams.get("notice") ?? ""];
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const registerLink = redirectTo
    ? `/register?${new URLSearchParams({ redirectTo })}`
    : "/register";
  return (
    <section className="auth-card">
      <h1>Login</h1>
      {notice && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      {loaderData.signedInAs && (
        <p className="alert alert-info">
          You are signed in as {loaderData.signedInAs}. Log in with another account to continue.
        </p>
      )}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField label="Email" field={fields.email} type="email" autoComplete="email" />
        <TextField
          label="Password"
          field={fields.password}
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
        />
        <div className="field field-inline">
          <input type="checkbox" id="remember" name={fields.remember.name} value="on" />
          <label htmlFor="remember">Remember me</label>
        </div>
        <button type="submit" className="button button-block" disabled={submitting}>
          {submitting ? "Logging in..." : "Login"}
        </button>
      </Form>
      <p className="auth-links">
        <Link to="/forgot-password">Forgot Password?</Link>
        <span>
          No account? <Link to={registerLink}>Register</Link>
        </span>
      </p>
    </section>
  );
}
