import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { LocalName } from "~/modules/catalog/LocalName";
import { DataTable } from "~/ui/DataTable";
import { supplierHref } from "./profile-links";
import { LotNote } from "./LotNote";
import { formatAmount, formatDay, formatTenderDateTime } from "~/modules/tenders/format";
import { formatCount, formatNumber, formatTotals } from "./profile-format";
import { PROFILE_WINDOW, type BuyerAward, type OrganisationProfile } from "./profile-types";

/** A visitor's link to a tender goes through the login page, as a card's does. */
function tenderHref(id: number, signedIn: boolean): string {
  if (signedIn) return `/tenders/${id}`;
  return `/login?${new URLSearchParams({ redirectTo: `/tenders/${id}`, notice: "details" })}`;
}

function listHref(profile: OrganisationProfile, extra: Record<string, string> = {}): string {
  return `/home?${new URLSearchParams({ organisation: profile.name, ...extra })}`;
}

export function OrganisationProfileView({
  profile,
  signedIn,
}: {
  profile: OrganisationProfile;
  signedIn: boolean;
}) {
  const locale = usePageLocale();
  const averageDays = profile.averageDaysOpen;
  const windowed = profile.window < profile.published.count || profile.published.capped;
  const window = formatNumber(profile.window, locale);
  const closedWindow = formatNumber(profile.closedWindow, locale);
  return (
    <article className="profile-page" aria-labelledby="profile-title">
      <p className="profile-kind">
        <Link to="/organisations">
          <Trans>Buyers</Trans>
        </Link>
      </p>
      <h1 id="profile-title">{profile.name}</h1>
      <dl className="profile-facts">
        <div>
          <dt>
            <Trans>Tenders published</Trans>
          </dt>
          <dd>{formatCount(profile.published, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Open now</Trans>
          </dt>
          <dd>{formatCount(profile.open, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Open for bids, on average</Trans>
          </dt>
          <dd>
            {averageDays === null ? (
              <Trans>Not known</Trans>
            ) : (
              <Days days={formatNumber(averageDays, locale)} />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Awards recorded</Trans>
          </dt>
          <dd>
            {formatNumber(
              profile.awardTotals.reduce((sum, total) => sum + total.awards, 0),
              locale,
            )}
          </dd>
        </div>
      </dl>
      {windowed && (
        <p className="profile-note">
          <Trans>Averages and categories are those of its latest {window} tenders.</Trans>
        </p>
      )}

      <section className="profile-section" aria-labelledby="profile-open">
        <h2 id="profile-open">
          <Trans>Open tenders</Trans>
        </h2>
        {profile.openTenders.length ? (
          <ul className="profile-tenders">
            {profile.openTenders.map((tender) => (
              <li key={tender.id}>
                <Link to={tenderHref(tender.id, signedIn)}>{tender.title}</Link>
                {tender.snippet && <p className="profile-snippet">{tender.snippet}</p>}
                {tender.closingDate !== undefined && (
                  <p className="profile-closing">
                    <Closes at={formatTenderDateTime(tender.closingDate, locale)} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>No open tenders right now.</Trans>
          </p>
        )}
        <p className="profile-more">
          <Link to={listHref(profile)}>
            <Trans>See its tenders in the list</Trans>
          </Link>
          {!signedIn && (
            <>
              {" "}
              <Trans>(after signing in)</Trans>
            </>
          )}
        </p>
      </section>

      <section className="profile-section" aria-labelledby="profile-awards">
        <h2 id="profile-awards">
          <Trans>Recent awards</Trans>
        </h2>
        <BuyerAwards awards={profile.recentAwards} signedIn={signedIn} />
        {profile.awardTotals.length > 0 && (
          <p className="profile-totals">
            <Trans>Awarded in total:</Trans>{" "}
            {formatTotals(profile.awardTotals, locale).map((line) => (
              <span key={line} className="profile-total-line">
                {line}
              </span>
            ))}
          </p>
        )}
        {profile.closedWindow >= PROFILE_WINDOW && (
          <p className="profile-note">
            <Trans>Awards of its latest {closedWindow} closed tenders.</Trans>
          </p>
        )}
        {!signedIn && profile.recentAwards.length > 0 && (
          <p className="profile-note">
            <Trans>Sign in to see each supplier's track record.</Trans>
          </p>
        )}
      </section>

      <section className="profile-section" aria-labelledby="profile-categories">
        <h2 id="profile-categories">
          <Trans>What it buys most</Trans>
        </h2>
        {profile.topCategories.length ? (
          <ol className="profile-categories">
            {profile.topCategories.map((category) => (
              <li key={category.id}>
                <Link to={listHref(profile, { category: String(category.id), scope: "all" })}>
                  <LocalName item={category} />
                </Link>{" "}
                <span className="profile-count">
                  <Plural value={category.tenders} one="# tender" other="# tenders" />
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p>
            <Trans>Its tenders name no category yet.</Trans>
          </p>
        )}
      </section>
    </article>
  );
}

function Days({ days }: { days: string }) {
  return <Trans>{days} days</Trans>;
}

function Closes({ at }: { at: string }) {
  return <Trans>Closes {at}</Trans>;
}

function BuyerAwards({ awards, signedIn }: { awards: BuyerAward[]; signedIn: boolean }) {
  const locale = usePageLocale();
  const { t } = useLingui();
  return (
    <DataTable
      stacked
      rows={awards}
      rowKey={(award) => award.id}
      empty={t`No award has been recorded for its tenders yet.`}
      columns={[
        {
          header: t`Tender`,
          // One element per cell: a phone's stacked row lays each child out apart.
          cell: (award) => (
            <span>
              <Link to={tenderHref(award.tenderId, signedIn)}>{award.tenderTitle}</Link>
              <LotNote lot={award.lot} />
            </span>
          ),
        },
        {
          header: t`Supplier`,
          cell: (award) => (
            <Link to={supplierHref(award.supplier.slug)}>{award.supplier.name}</Link>
          ),
        },
        {
          header: t`Amount`,
          className: "profile-amount",
          cell: (award) => formatAmount(award.amount, award.currency, locale),
        },
        { header: t`Awarded on`, cell: (award) => formatDay(award.awardedOn, locale) },
      ]}
    />
  );
}
