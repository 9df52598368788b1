import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { TenderCard as TenderCardData } from "./tender-types";
import { closingMarker } from "./closing-marker";
import { formatTenderDateTime } from "./format";
import { usePageLocale } from "./page-locale";
import { StatusBadge } from "./StatusBadge";
import { OutcomeMark } from "~/modules/awards/OutcomeMark";
import { ShareTender } from "./ShareTender";
import { excerptPieces } from "./document-match";
import { organisationHref } from "~/modules/profiles/profile-links";
import type { DocumentMatch } from "./tender-types";
import { LocalName } from "~/modules/catalog/LocalName";

function DocumentMatchLine({ match }: { match: DocumentMatch }) {
  const fileName = match.fileName;
  return (
    <p className="tender-card-found">
      <Trans>Found in {fileName}:</Trans>{" "}
      <q>
        {excerptPieces(match.excerpt).map(([text, matched], index) =>
          matched ? <mark key={index}>{text}</mark> : text,
        )}
      </q>
    </p>
  );
}

/** Visitors have no `details` (the server never sent them). */
export function TenderCard({ tender, href }: { tender: TenderCardData; href: string }) {
  const { details } = tender;
  const locale = usePageLocale();
  const loginHref = `/login?${new URLSearchParams({ redirectTo: `/tenders/${tender.id}`, notice: "details" })}`;
  // The badge already says "Closed".
  const marker =
    details?.status === "open" ? closingMarker(details.status, details.closesInDays, locale) : null;
  const soon = details?.closesInDays != null && details.closesInDays <= 3;
  return (
    <article className="tender-card">
      <h2 className="tender-card-title">
        <Link to={details ? href : loginHref}>{tender.title}</Link>
      </h2>
      {details?.organisation && (
        <p className="tender-card-organisation">
          {details.organisationSlug ? (
            <Link to={organisationHref(details.organisationSlug)}>{details.organisation}</Link>
          ) : (
            details.organisation
          )}
        </p>
      )}
      {tender.snippet && <p className="tender-card-snippet">{tender.snippet}</p>}
      {details?.documentMatch && <DocumentMatchLine match={details.documentMatch} />}
      {details ? (
        <>
          <dl className="tender-card-facts">
            <div>
              <dt>
                <Trans>Region</Trans>
              </dt>
              <dd>
                {details.region ? (
                  <LocalName item={details.region} />
                ) : (
                  <Trans>Not specified</Trans>
                )}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Source</Trans>
              </dt>
              <dd>
                {details.source ? <LocalName item={details.source} /> : <Trans>Unknown</Trans>}
              </dd>
            </div>
            {details.categories.length > 0 && (
              <div>
                <dt>
                  <Plural value={details.categories.length} one="Category" other="Categories" />
                </dt>
                <dd>
                  {details.categories.map((category, index) => (
                    <span key={category.name}>
                      {index > 0 && ", "}
                      <LocalName item={category} />
                    </span>
                  ))}
                </dd>
              </div>
            )}
          </dl>
          <dl className="tender-card-dates">
            <div>
              <dt>
                <Trans>Closing date</Trans>
              </dt>
              <dd>{formatTenderDateTime(details.closingDate, locale)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Opening date</Trans>
              </dt>
              <dd>{formatTenderDateTime(details.openingDate, locale)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Bidding</Trans>
              </dt>
              <dd>
                <StatusBadge status={details.status} />
                <OutcomeMark status={details.outcome} />
                {marker && (
                  <span className={soon ? "closing-marker closing-soon" : "closing-marker"}>
                    {marker}
                  </span>
                )}
              </dd>
            </div>
          </dl>
        </>
      ) : null}
      <div className="tender-card-actions">
        {!details && (
          <Link to={loginHref} className="button button-small button-ghost">
            <Trans>Login</Trans>
          </Link>
        )}
        <ShareTender id={tender.id} title={tender.title} />
      </div>
    </article>
  );
}
