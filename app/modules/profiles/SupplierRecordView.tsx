import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { LocalName } from "~/modules/catalog/LocalName";
import { DataTable } from "~/ui/DataTable";
import { Pagination } from "~/ui/Pagination";
import { organisationHref, supplierHref } from "./profile-links";
import { LotNote } from "./LotNote";
import { formatNumber, formatTotals, formatYear, yearCalendar } from "./profile-format";
import { formatAmount, formatDay } from "~/modules/tenders/format";
import type { MoneyTotal, SupplierRecord, YearTotal } from "./profile-types";

/** One cell per currency on its own line. */
function Totals({ totals }: { totals: MoneyTotal[] }) {
  const locale = usePageLocale();
  return (
    <span>
      {formatTotals(totals, locale).map((line) => (
        <span key={line} className="profile-total-line">
          {line}
        </span>
      ))}
    </span>
  );
}

/** A year's currencies gathered into one row. */
function byYear(years: YearTotal[]): { year: number; awards: number; totals: MoneyTotal[] }[] {
  const rows = new Map<number, { year: number; awards: number; totals: MoneyTotal[] }>();
  for (const total of years) {
    const row = rows.get(total.year) ?? { year: total.year, awards: 0, totals: [] };
    row.awards += total.awards;
    row.totals.push(total);
    rows.set(total.year, row);
  }
  return [...rows.values()];
}

export function SupplierRecordView({ record }: { record: SupplierRecord }) {
  const locale = usePageLocale();
  const { t } = useLingui();
  const calendar = yearCalendar(locale);
  const window = formatNumber(record.window, locale);
  const awardCount = formatNumber(record.awardCount, locale);
  const pageHref = (page: number) =>
    `${supplierHref(record.slug)}${page > 1 ? `?page=${page}` : ""}#supplier-awards`;
  return (
    <article className="profile-page" aria-labelledby="profile-title">
      <p className="profile-kind">
        <Link to="/suppliers">
          <Trans>Suppliers</Trans>
        </Link>
      </p>
      <h1 id="profile-title">{record.name}</h1>
      <p className="profile-lead">
        <Trans>Awards won: {awardCount}</Trans>
      </p>

      <section className="profile-section" aria-labelledby="supplier-years">
        <h2 id="supplier-years">
          <Trans>Totals by year</Trans>
        </h2>
        <DataTable
          rows={byYear(record.years)}
          rowKey={(row) => row.year}
          empty={t`No award recorded yet.`}
          columns={[
            {
              header: t`Year`,
              className: "profile-year",
              cell: (row) => formatYear(row.year, calendar, locale),
            },
            { header: t`Awards`, cell: (row) => formatNumber(row.awards, locale) },
            {
              header: t`Total`,
              className: "profile-amount",
              cell: (row) => <Totals totals={row.totals} />,
            },
          ]}
        />
      </section>

      {record.window < record.awardCount && (
        <p className="profile-note">
          <Trans>By buyer and by category: its latest {window} awards.</Trans>
        </p>
      )}
      <section className="profile-section" aria-labelledby="supplier-buyers">
        <h2 id="supplier-buyers">
          <Trans>By buyer</Trans>
        </h2>
        <DataTable
          stacked
          rows={record.byBuyer}
          rowKey={(row) => row.slug}
          empty={t`No buyer named yet.`}
          columns={[
            {
              header: t`Buyer`,
              cell: (row) => <Link to={organisationHref(row.slug)}>{row.name}</Link>,
            },
            { header: t`Awards`, cell: (row) => formatNumber(row.awards, locale) },
            {
              header: t`Total`,
              className: "profile-amount",
              cell: (row) => <Totals totals={row.totals} />,
            },
          ]}
        />
      </section>

      <section className="profile-section" aria-labelledby="supplier-categories">
        <h2 id="supplier-categories">
          <Trans>By category</Trans>
        </h2>
        <DataTable
          stacked
          rows={record.byCategory}
          rowKey={(row) => row.id}
          empty={t`No category named yet.`}
          columns={[
            { header: t`Category`, cell: (row) => <LocalName item={row} /> },
            { header: t`Awards`, cell: (row) => formatNumber(row.awards, locale) },
            {
              header: t`Total`,
              className: "profile-amount",
              cell: (row) => <Totals totals={row.totals} />,
            },
          ]}
        />
      </section>

      <section className="profile-section" aria-labelledby="supplier-awards">
        <h2 id="supplier-awards">
          <Trans>Awards</Trans>
        </h2>
        <DataTable
          stacked
          rows={record.awards}
          rowKey={(award) => award.id}
          empty={t`No award recorded yet.`}
          columns={[
            { header: t`Awarded on`, cell: (award) => formatDay(award.awardedOn, locale) },
            {
              header: t`Tender`,
              // One element per cell: a phone's stacked row lays each child out apart.
              cell: (award) => (
                <span>
                  <Link to={`/tenders/${award.tenderId}`}>{award.tenderTitle}</Link>
                  <LotNote lot={award.lot} />
                </span>
              ),
            },
            {
              header: t`Buyer`,
              cell: (award) =>
                award.buyer ? (
                  <Link to={organisationHref(award.buyer.slug)}>{award.buyer.name}</Link>
                ) : (
                  <Trans>Not named</Trans>
                ),
            },
            {
              header: t`Amount`,
              className: "profile-amount",
              cell: (award) => formatAmount(award.amount, award.currency, locale),
            },
          ]}
        />
        <Pagination page={record.page} pageCount={record.pageCount} hrefFor={pageHref} />
      </section>
    </article>
  );
}
