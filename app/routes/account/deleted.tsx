import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Route } from "./+types/deleted";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Account deleted`);

/** Where a deleted account's browser lands, signed out. */
export default function AccountDeleted() {
  return (
    <section className="auth-card">
      <h1>
        <Trans>Account deleted</Trans>
      </h1>
      <Notice>
        <Trans>Your account and everything in it were deleted, and you are signed out.</Trans>
      </Notice>
      <p className="auth-links">
        <Link to="/home">
          <Trans>Browse tenders</Trans>
        </Link>
        <Link to="/register">
          <Trans>Create a new account</Trans>
        </Link>
      </p>
    </section>
  );
}
