import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { verifyEmailToken } from "~/modules/alerts/alert-channels.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";

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
      <h1>Verify e-mail</h1>
      {loaderData.verified ? (
        <Notice>Your e-mail is verified: your alerts will be sent there.</Notice>
      ) : (
        <Notice tone="error">
          This link is invalid, was already used or has expired. Ask for a new one on the alerts
          page.
        </Notice>
      )}
      <p>
        <Link to="/alerts">Manage alerts</Link>
      </p>
    </section>
  );
}
