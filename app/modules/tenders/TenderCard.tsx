import { Link } from "react-router";
import type { TenderCard as TenderCardData } from "./tender-types";
import { formatDateTime } from "./format";
import { StatusBadge } from "./StatusBadge";

/**
 * One tender in a list. Signed in: dates and status, linking to the detail (`href`).
 * Visitors have no `details` (the server never sent them): 'Login' instead, back to the tender.
 */
export function TenderCard({ tender, href }: { tender: TenderCardData; href: string }) {
  const { details } = tender;
  const loginHref = `/login?${new URLSearchParams({ redirectTo: `/tenders/${tender.id}` })}`;
  return (
    <article className="tender-card">
      <h2 className="tender-card-title">
        <Link to={details ? href : loginHref}>{tender.title}</Link>
      </h2>
      {tender.snippet && <p className="tender-card-snippet">{tender.snippet}</p>}
      {details ? (
        <dl className="tender-card-dates">
          <div>
            <dt>Closing date</dt>
            <dd>{formatDateTime(details.closingDate)}</dd>
          </div>
          <div>
            <dt>Opening date</dt>
            <dd>{formatDateTime(details.openingDate)}</dd>
          </div>
          <div>
            <dt>Bidding</dt>
            <dd>
              <StatusBadge status={details.status} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="tender-card-login">
          <Link to={loginHref} className="button button-small button-ghost">
            Login
          </Link>
        </p>
      )}
    </article>
  );
}
