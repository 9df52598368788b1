import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { withQuery } from "./TenderList";
import { tenderFiltersQuery, type TenderFilters } from "./tender-filters-query";
import type { OrganisationReadAs, UnknownOrganisation } from "./tender-types";

/**
 * What the list made of the typed organisation: the one it was read as, or the ones it may
 * mean. Beside the search, not in the filter panel, so a phone sees it with the panel closed.
 */
export function OrganisationNote({
  action,
  filters,
  readAs,
  unknown,
}: {
  action: string;
  filters: TenderFilters;
  readAs: OrganisationReadAs | null;
  unknown: UnknownOrganisation | null;
}) {
  if (readAs) {
    const { typed, organisation } = readAs;
    return (
      <div id="filter-organisation-unknown" className="organisation-suggestions" role="status">
        <p>
          <Trans>
            Showing tenders of <strong>{organisation}</strong>, the organisation closest to “{typed}
            ”.
          </Trans>
        </p>
      </div>
    );
  }
  if (!unknown) return null;
  const { typed, suggestions } = unknown;
  return (
    <div id="filter-organisation-unknown" className="organisation-suggestions" role="status">
      <p>
        {suggestions.length ? (
          <Trans>No organisation is called “{typed}”. Did you mean:</Trans>
        ) : (
          <Trans>No organisation is called “{typed}”.</Trans>
        )}
      </p>
      {suggestions.length > 0 && (
        <ul>
          {suggestions.map((name) => (
            <li key={name}>
              <Link
                to={withQuery(action, tenderFiltersQuery(filters, { organisation: name, page: 1 }))}
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
