import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/cancel-email-change";
import {
  cancelEmailChange,
  findCancellableEmailChange,
} from "~/modules/account/email-change.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Cancel e-mail change`);

/**
 * The link mailed to the old address when a change was asked for. Opening it only shows the
 * change and a button (a mail scanner cancels nothing); the token alone is the authority, so
 * whoever holds the old mailbox can stop a change without signing in.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const pending = await findCancellableEmailChange(
    context.get(dbContext),
    url.searchParams.get("token") ?? "",
  );
  return { newEmail: pending?.newEmail ?? null };
}

export function action(args: Route.ActionArgs) {
  return formAction<typeof confirmSchema, { cancelled: boolean }>(
    args,
    confirmSchema,
    async ({ reply }) => {
      const token = args.url.searchParams.get("token") ?? "";
      const cancelled = await cancelEmailChange(args.context.get(dbContext), token);
      return reply({}, { cancelled }, cancelled ? undefined : { status: 400 });
    },
  );
}

export default function CancelEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const newEmail = loaderData.newEmail ?? "";
  const cancelled = actionData?.cancelled ?? (loaderData.newEmail ? null : false);
  return (
    <section className="auth-card">
      <h1>
        <Trans>Cancel e-mail change</Trans>
      </h1>
      {cancelled === null ? (
        <Form method="post" action={`/account/cancel-email-change${search}`}>
          <p>
            <Trans>
              Someone asked to change your account's e-mail address to <strong>{newEmail}</strong>.
              Cancel it if it was not you: your account keeps this address.
            </Trans>
          </p>
          <button
            type="submit"
            className="button button-danger"
            disabled={navigation.state === "submitting"}
          >
            <Trans>Cancel the change</Trans>
          </button>
        </Form>
      ) : cancelled ? (
        <Notice>
          <Trans>
            The change was cancelled: your account keeps its e-mail address. If you did not ask for
            it, someone may know your password: choose a new one now.
          </Trans>
        </Notice>
      ) : (
        <Notice tone="error">
          <Trans>
            This link is invalid, was already used or has expired, or the change was already made or
            cancelled.
          </Trans>
        </Notice>
      )}
      <p className="auth-links">
        <Link to="/forgot-password">
          <Trans>Choose a new password</Trans>
        </Link>
      </p>
    </section>
  );
}
