import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AdColumn } from "./AdColumn";

/**
 * The frame of a tender list page, phone first: title and search, then the filter panel behind
 * a 'Filters (n)' disclosure, then the results, then the adverts. The disclosure is a plain
 * `<details>`, so it opens without JavaScript; from 1024px the stylesheet shows the panel as an
 * open sidebar and hides the summary (styles/_discovery.scss).
 */
export function DiscoveryLayout({
  head,
  filterPanel,
  activeFilters,
  adsLabel,
  children,
}: {
  /** Title and search box; left out where the main column shows something else (a detail). */
  head?: ReactNode;
  filterPanel: ReactNode;
  /** How many filters the list applies, shown on the closed disclosure. */
  activeFilters: number;
  adsLabel?: string;
  children: ReactNode;
}) {
  // A new list URL starts with the disclosure closed, as a page load without JavaScript does,
  // so a phone sees the results it just asked for.
  const { search } = useLocation();
  const { t } = useLingui();
  return (
    <div className="discovery">
      {head && <div className="discovery-head">{head}</div>}
      <aside className="discovery-filters" aria-label={t`Filters`}>
        <details className="filter-disclosure" key={search}>
          <summary>
            <Trans>
              Filters ({activeFilters}
              <span className="visually-hidden"> active</span>)
            </Trans>
          </summary>
          {filterPanel}
        </details>
      </aside>
      <section className="discovery-main">{children}</section>
      <AdColumn label={adsLabel} />
    </div>
  );
}
