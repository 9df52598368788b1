import { Link } from "react-router";
import type { Route } from "./+types/landing";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: getCurrentUser({ context }) !== null };
}

const CHECKLIST = [
  "Free Tender Access",
  "Daily Email Alert",
  "Daily Telegram Notification",
  "Daily SMS Alert",
];

export default function Landing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <h1>Every public tender in Ethiopia, in one place</h1>
          <p className="lead">
            Find procurement notices from newspapers and portals across all regions, save the ones
            that matter and get them delivered to you every morning.
          </p>
          <ul className="checklist">
            {CHECKLIST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="hero-actions">
            {loaderData.signedIn ? (
              <Link to="/home" className="button button-large">
                Browse tenders
              </Link>
            ) : (
              <Link to="/register" className="button button-large">
                Create Account
              </Link>
            )}
            <Link to="/home" className="button button-large button-ghost">
              See today's tenders
            </Link>
          </p>
        </div>
      </section>
      <section className="subscribe-banner">
        <div>
          <h2>Never miss a deadline</h2>
          <p>
            Tell us what you sell and where; we send matching tenders by email, Telegram or SMS.
          </p>
        </div>
        <Link to={loaderData.signedIn ? "/alerts" : "/register"} className="button button-light">
          {loaderData.signedIn ? "Set up your alerts" : "Subscribe for free"}
        </Link>
      </section>
    </>
  );
}
