import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AdColumn } from "./AdColumn";

/** A plain `<details>` disclosure, so it opens without JavaScript; a sidebar from 1024px. */
export function DiscoveryLayout({
  head,
  filterPanel,
  activeFilters,
  filtersRefused = false,
  adsLabel,
  children,
}: {
  head?: ReactNode;
  filterPanel: ReactNode;
  activeFilters: number;
  /** A filter was refused: the panel starts open, so a phone shows the field and its message. */
  filtersRefused?: boolean;
  adsLabel?: string;
  children: ReactNode;
}) {
  // Keyed by URL: a new list starts closed, so a phone sees the results it asked for.
  const { search } = useLocation();
  const { t } = useLingui();
  return (
    <div className="discovery">
      {head && <div className="discovery-head">{head}</div>}
      <aside className="discovery-filters" aria-label={t`Filters`}>
        <details className="filter-disclosure" key={search} open={filtersRefused || undefined}>
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
