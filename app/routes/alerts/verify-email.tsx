import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { verifyEmailToken } from "~/modules/alerts/alert-channels.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Verify e-mail`);

/** The link from the verification mail: the token alone proves the mailbox (no session needed). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const verified = await verifyEmailToken(
    context.get(dbContext),
    url.searchParams.get("token") ?? "",
  );
  return { verified };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <section className="auth-card">
      <h1>
        <Trans>Verify e-mail</Trans>
      </h1>
      {loaderData.verified ? (
        <Notice>
          <Trans>Your e-mail is verified: your alerts will be sent there.</Trans>
        </Notice>
      ) : (
        <Notice tone="error">
          <Trans>
            This link is invalid, was already used or has expired. Ask for a new one on the alerts
            page.
          </Trans>
        </Notice>
      )}
      <p>
        <Link to="/alerts">
          <Trans>Manage alerts</Trans>
        </Link>
      </p>
    </section>
  );
}
