import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Route } from "./+types/confirm-email";
import { confirmEmailChange } from "~/modules/account/email-change.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Confirm e-mail address`);

/**
 * The link mailed to the new address: the token alone proves that mailbox (no session needed,
 * the link may be opened on another device), as the alerts' verification link does.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const outcome = await confirmEmailChange(
    context.get(dbContext),
    url.searchParams.get("token") ?? "",
  );
  return outcome.changed
    ? { changed: true as const, email: outcome.email }
    : { changed: false as const, reason: outcome.reason };
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const email = loaderData.changed ? loaderData.email : "";
  return (
    <section className="auth-card">
      <h1>
        <Trans>Confirm e-mail address</Trans>
      </h1>
      {loaderData.changed ? (
        <Notice>
          <Trans>Your account now uses {email}. Sign in with it from now on.</Trans>
        </Notice>
      ) : loaderData.reason === "taken" ? (
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
