import type { I18n } from "@lingui/core";
import { plural, t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { Pagination } from "~/ui/Pagination";
import { MAX_LISTED_RESULTS } from "./list-bounds";
import { TenderCard } from "./TenderCard";
import { tenderFiltersQuery, type TenderFilters } from "./tender-filters-query";
import type { TenderPage } from "./tender-types";
import { Notice } from "~/ui/Notice";

/** Without a dangling "?" when there is no query. */
export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export function TenderSearch({
  title,
  path,
  filters,
}: {
  title: string;
  path: string;
  filters: TenderFilters;
}) {
  const { t } = useLingui();
  const carried = [...tenderFiltersQuery(filters, { q: "", page: 1 }).entries()];
  return (
    <>
      <h1>{title}</h1>
      <Form method="get" action={path} role="search" className="tender-search" key={filters.q}>
        <label htmlFor="tender-search" className="visually-hidden">
          <Trans>Search tenders</Trans>
        </label>
        <input
          id="tender-search"
          type="search"
          name="q"
          placeholder={t`Search tenders...`}
          defaultValue={filters.q}
          maxLength={200}
        />
        {carried.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </Form>
    </>
  );
}

export function TenderList({
  path,
  filters,
  result,
  busy = null,
  hrefForTender,
}: {
  path: string;
  filters: TenderFilters;
  result: TenderPage;
  busy?: string | null;
  hrefForTender: (id: number) => string;
}) {
  const { i18n, t } = useLingui();
  const { page, pageCount } = result;
  const maxListed = count(MAX_LISTED_RESULTS, i18n);
  return (
    <>
      <ScopeChoice path={path} filters={filters} />
      {busy ? (
        <Notice tone="error">{busy}</Notice>
      ) : (
        <p className="result-count" role="status">
          {totalText(result, i18n, filters.scope === "all")}
          {pageCount > 1 && t`, page ${page} of ${pageCount}`}
        </p>
      )}
      {busy ? null : result.items.length ? (
        <div className="tender-cards">
          {result.items.map((tender) => (
            <TenderCard key={tender.id} tender={tender} href={hrefForTender(tender.id)} />
          ))}
        </div>
      ) : (
        <p className="empty-state">
          <Trans>No tenders found.</Trans>
        </p>
      )}
      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        label={t`Pagination`}
        hrefFor={(page) => withQuery(path, tenderFiltersQuery(filters, { page }))}
      />
      {(result.totalPrecision !== "exact" || result.total > MAX_LISTED_RESULTS) &&
        result.page === result.pageCount && (
          <p className="list-depth-note">
            <Trans>
              Only the first {maxListed} results can be browsed. Add words or filters to narrow the
              list.
            </Trans>
          </p>
        )}
    </>
  );
}

/** Plain links, so the choice works without JavaScript. */
function ScopeChoice({ path, filters }: { path: string; filters: TenderFilters }) {
  const { t } = useLingui();
  const open = filters.scope !== "all";
  // A closed-only filter or an outcome would ask for the archive again.
  const status = filters.status === "closed" ? undefined : filters.status;
  const choices = [
    { scope: "open", label: t`Open tenders`, current: open, status, outcome: undefined },
    { scope: "all", label: t`Include closed tenders (archive)`, current: !open },
  ] as const;
  return (
    <nav className="list-scope" aria-label={t`Which tenders`}>
      {choices.map((choice) => (
        <Link
          key={choice.scope}
          to={withQuery(
            path,
            tenderFiltersQuery(filters, {
              scope: choice.scope,
              page: 1,
              ...("status" in choice ? { status: choice.status, outcome: choice.outcome } : {}),
            }),
          )}
          aria-current={choice.current ? "page" : undefined}
          className="list-scope-choice"
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}

const count = (value: number, i18n: I18n) => i18n.number(value);

function totalText({ total, totalPrecision }: TenderPage, i18n: I18n, all: boolean): string {
  const shown = count(total, i18n);
  if (!all) {
    return translate(
      i18n,
    )`${plural(total, { one: "# open tender", other: `${shown} open tenders` })}`;
  }
  if (totalPrecision === "estimate") {
    return translate(i18n)`About ${shown} tenders, closed included`;
  }
  if (totalPrecision === "more-than") {
    return translate(i18n)`More than ${shown} tenders, closed included`;
  }
  return translate(i18n)`${plural(total, {
    one: "# tender, closed included",
    other: `${shown} tenders, closed included`,
  })}`;
}
