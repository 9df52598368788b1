import { getFormProps, useForm } from "@conform-to/react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { z } from "zod";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/delete";
import { accountDeletionSchema } from "~/modules/account/account.schema";
import { deleteAccount } from "~/modules/account/account-deletion.server";
import { requireUser } from "~/modules/auth/guards.server";
import { destroySession, getSession } from "~/modules/auth/session.server";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { FormErrors, TextField } from "~/ui/TextField";
import { useClearedPassword } from "~/ui/useClearedPassword";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Delete account`);

export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { email: user.email };
}

export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return formAction(
    args,
    accountDeletionSchema,
    async ({ value }) => {
      await deleteAccount(args.context.get(dbContext), user.id, value.password);
      // The session row went with the account; the cookie goes too.
      const session = await getSession(args.request);
      return redirect("/account/deleted", {
        headers: { "Set-Cookie": await destroySession(session) },
      });
    },
    { hideFields: ["password"] },
  );
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const passwordRef = useClearedPassword(actionData?.result);
  const [form, fields] = useForm<z.input<typeof accountDeletionSchema>>({
    lastResult: actionData?.result,
  });
  const deleting = navigation.state === "submitting";
  const email = loaderData.email;
  return (
    <section className="auth-card">
      <h1>
        <Trans>Delete account</Trans>
      </h1>
      <p>
        <Trans>
          This deletes the account {email} for good: your details, saved tenders, alerts, alert
          channels, the record of what was sent to you, and every sign-in. It cannot be undone.
        </Trans>
      </p>
      <p>
        <Trans>
          You may want to{" "}
          <Link to="/account/export" reloadDocument>
            download your data
          </Link>{" "}
          first.
        </Trans>
      </p>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <TextField
          label={t`Your password`}
          field={fields.password}
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
        />
        <button type="submit" className="button button-danger button-block" disabled={deleting}>
          {deleting ? <Trans>Deleting...</Trans> : <Trans>Delete my account</Trans>}
        </button>
      </Form>
      <p className="auth-links">
        <Link to="/account">
          <Trans>Keep my account</Trans>
        </Link>
      </p>
    </section>
  );
}
