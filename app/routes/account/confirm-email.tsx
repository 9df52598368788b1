import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/confirm-email";
import { confirmEmailChange, findPendingEmailChange } from "~/modules/account/email-change.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Confirm e-mail address`);

/**
 * The link mailed to the new address. Opening it only shows the address and a button: a mail
 * scanner that follows links must not change anyone's address. The token alone proves that
 * mailbox (no session needed, the link may be opened on another device).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const pending = await findPendingEmailChange(
    context.get(dbContext),
    url.searchParams.get("token") ?? "",
  );
  return { newEmail: pending?.newEmail ?? null };
}

/** The button: the change is made here, with the token of the link the page was opened with. */
export function action(args: Route.ActionArgs) {
  return formAction<typeof confirmSchema, { outcome: ConfirmOutcome }>(
    args,
    confirmSchema,
    async ({ reply }) => {
      const token = args.url.searchParams.get("token") ?? "";
      const outcome = await confirmEmailChange(args.context.get(dbContext), token);
      const status = outcome.changed ? 200 : outcome.reason === "taken" ? 409 : 400;
      return reply({}, { outcome }, { status });
    },
  );
}

type ConfirmOutcome = Awaited<ReturnType<typeof confirmEmailChange>>;

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const navigation = useNavigation();
  const newEmail = loaderData.newEmail ?? "";
  const outcome =
    actionData?.outcome ?? (loaderData.newEmail ? null : { changed: false, reason: "invalid" });
  const email = outcome?.changed ? outcome.email : "";
  return (
    <section className="auth-card">
      <h1>
        <Trans>Confirm e-mail address</Trans>
      </h1>
      {outcome === null ? (
        <Form method="post" action={`/account/confirm-email${search}`}>
          <p>
            <Trans>
              Use <strong>{newEmail}</strong> for your TenderLink account? You will sign in with it
              from now on.
            </Trans>
          </p>
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            <Trans>Confirm new address</Trans>
          </button>
        </Form>
      ) : outcome.changed ? (
        <Notice>
          <Trans>Your account now uses {email}. Sign in with it from now on.</Trans>
        </Notice>
      ) : outcome.reason === "taken" ? (
        <Notice tone="error">
          <Trans>
            Another account uses this address now, so yours was not changed. Choose another address
            on your account page.
          </Trans>
        </Notice>
      ) : (
        <Notice tone="error">
          <Trans>
            This link is invalid, was already used or has expired. Ask for a new one on your account
            page.
          </Trans>
        </Notice>
      )}
      <p className="auth-links">
        <Link to="/account">
          <Trans>Your account</Trans>
        </Link>
      </p>
    </section>
  );
}
