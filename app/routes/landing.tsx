import { Link } from "react-router";
import type { Route } from "./+types/landing";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: getCurrentUser({ context }) !== null };
}

const CHECKLIST = [
  msg`Free Tender Access`,
  msg`Daily Email Alert`,
  msg`Daily Telegram Notification`,
  msg`Daily SMS Alert`,
];

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <h1>
            <Trans>Every public tender in Ethiopia, in one place</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Find procurement notices from newspapers and portals across all regions, save the ones
              that matter and get them delivered to you every morning.
            </Trans>
          </p>
          <ul className="checklist">
            {CHECKLIST.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
          <p className="hero-actions">
            {loaderData.signedIn ? (
              <Link to="/home" className="button button-large">
                <Trans>Browse tenders</Trans>
              </Link>
            ) : (
              <Link to="/register" className="button button-large">
                <Trans>Create Account</Trans>
              </Link>
            )}
            <Link to="/home" className="button button-large button-ghost">
              <Trans>See today's tenders</Trans>
            </Link>
          </p>
        </div>
      </section>
      <section className="subscribe-banner">
        <div>
          <h2>
            <Trans>Never miss a deadline</Trans>
          </h2>
          <p>
            <Trans>
              Tell us what you sell and where; we send matching tenders by email, Telegram or SMS.
            </Trans>
          </p>
        </div>
        <Link to={loaderData.signedIn ? "/alerts" : "/register"} className="button button-light">
          {loaderData.signedIn ? (
            <Trans>Set up your alerts</Trans>
          ) : (
            <Trans>Subscribe for free</Trans>
          )}
        </Link>
      </section>
    </>
  );
}
