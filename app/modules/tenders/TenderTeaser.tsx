import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ShareTender } from "./ShareTender";
import type { TenderCard } from "./tender-types";

export function TenderTeaser({ tender }: { tender: TenderCard }) {
  const redirectTo = `/tenders/${tender.id}`;
  const loginHref = `/login?${new URLSearchParams({ redirectTo, notice: "details" })}`;
  const registerHref = `/register?${new URLSearchParams({ redirectTo })}`;
  return (
    <article className="tender-detail tender-teaser" aria-labelledby="tender-title">
      <div className="detail-toolbar">
        <Link to="/home" className="button button-ghost">
          <Trans>Browse all tenders</Trans>
        </Link>
        <ShareTender id={tender.id} title={tender.title} />
      </div>
      <h1 id="tender-title">{tender.title}</h1>
      {tender.snippet && <p className="tender-teaser-snippet">{tender.snippet}</p>}
      <section className="tender-teaser-call" aria-labelledby="tender-teaser-call-title">
        <h2 id="tender-teaser-call-title">
          <Trans>Closing date, details and documents</Trans>
        </h2>
        <p>
          <Trans>
            Log in or create a free account to see when bidding closes and opens, who issues this
            tender, its full description and its documents.
          </Trans>
        </p>
        <p className="tender-teaser-actions">
          <Link to={loginHref} className="button">
            <Trans>Login</Trans>
          </Link>
          <Link to={registerHref} className="button button-ghost">
            <Trans>Register</Trans>
          </Link>
        </p>
      </section>
    </article>
  );
}
