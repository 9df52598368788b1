import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";

/** Page numbers to show: first, last and two either side of the current one, gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  // Walk only the candidates, not every page: a list can have 20,000.
  const shown = [1, page - 2, page - 1, page, page + 1, page + 2, pageCount].filter(
    (n, index, all) => n >= 1 && n <= pageCount && all.indexOf(n) === index,
  );
  shown.sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const n of shown) {
    if (pages.length && n > (pages.at(-1) ?? 0) + 1) pages.push(null);
    pages.push(n);
  }
  return pages;
}

/** Real links, so paging works without JavaScript and every page has a shareable URL. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
  showPageCount = false,
}: {
  page: number;
  pageCount: number;
  hrefFor?: (page: number) => string;
  label?: string;
  showPageCount?: boolean;
}) {
  const location = useLocation();
  const { t } = useLingui();
  if (pageCount <= 1 && !showPageCount) return null;
  const linkTo =
    hrefFor ??
    ((target: number) => {
      const params = new URLSearchParams(location.search);
      params.set("page", String(target));
      params.delete("notice");
      return `${location.pathname}?${params}`;
    });
  return (
    <nav className="pagination" aria-label={label ?? t`Pagination`}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={linkTo(page - 1)} rel="prev">
              <Trans>Previous</Trans>
            </Link>
          ) : (
            <span aria-disabled="true">
              <Trans>Previous</Trans>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" aria-label={t`Page ${n}`}>
                  {n}
                </span>
              ) : (
                <Link to={linkTo(n)} aria-label={t`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={linkTo(page + 1)} rel="next">
              <Trans>Next</Trans>
            </Link>
          ) : (
            <span aria-disabled="true">
              <Trans>Next</Trans>
            </span>
          )}
        </li>
      </ul>
      {showPageCount && (
        <p className="pagination-count">
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        </p>
      )}
    </nav>
  );
}
