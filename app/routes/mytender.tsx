import { data } from "react-router";
import type { Route } from "./+types/mytender";
import { requireUser } from "~/modules/auth/guards.server";
import { listSavedTenders } from "~/modules/saved/saved-tenders.server";
import { DiscoveryLayout } from "~/modules/tenders/DiscoveryLayout";
import { FilterPanel } from "~/modules/tenders/FilterPanel";
import { OrganisationNote } from "~/modules/tenders/OrganisationNote";
import { loadFilterPanel } from "~/modules/tenders/filter-options.server";
import {
  activeFilterCount,
  pageFilters,
  tenderFiltersQuery,
} from "~/modules/tenders/tender-filters-query";
import { readTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { parseId } from "~/modules/ids";
import { getTenderView } from "~/modules/tenders/tender-queries.server";
import { outcomeIfRecorded } from "~/modules/awards/outcomes.server";
import { TenderDetail } from "~/modules/tenders/TenderDetail";
import { listPageResult } from "~/modules/tenders/tender-list-result.server";
import { TenderList, TenderSearch, withQuery } from "~/modules/tenders/TenderList";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { pageI18n, pageLocale } from "~/i18n/page-i18n.server";
import { minuteClock } from "~/modules/tenders/format";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`My Tenders`);

/**
 * Saved tenders with the same filters as All Tenders. `?open={id}` shows that tender's detail
 * card in place of the list, so Back and reload work without JavaScript.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  const em = context.get(dbContext);
  const locale = pageLocale(context);
  const typed = readTenderFilters(url.searchParams, { locale });
  const panel = await loadFilterPanel(em, pageFilters(typed.filters), locale);
  const { filters } = panel;
  const now = new Date();
  const openId = parseId(url.searchParams.get("open"));
  const opened = openId === null ? null : await getTenderView(em, openId, user, now);
  const { result, busy, status, filterErrors } = await listPageResult(
    typed.errors,
    () => listSavedTenders(em, user.id, filters, { now, signal: request.signal, locale }),
    pageI18n(context),
  );
  const page = {
    filters,
    filterErrors,
    result,
    busy,
    options: panel.options,
    unknownOrganisation: panel.unknownOrganisation(result.items.length),
    readAs: panel.readAs,
    opened: opened && {
      ...opened,
      outcome: await outcomeIfRecorded(em, opened.tender.id, opened.outcome, now),
      saveFailed: url.searchParams.get("save") === "failed",
    },
    now: minuteClock(now),
  };
  return data(page, { status });
}

export default function MyTenders({ loaderData }: Route.ComponentProps) {
  const { filters, filterErrors, result, busy, options, unknownOrganisation, readAs, opened, now } =
    loaderData;
  const { t } = useLingui();
  const listHref = withQuery("/mytender", tenderFiltersQuery(filters));
  return (
    <DiscoveryLayout
      head={
        !opened && (
          <>
            <TenderSearch title={t`My Tenders`} path="/mytender" filters={filters} />
            <OrganisationNote
              action="/mytender"
              filters={filters}
              readAs={readAs}
              unknown={unknownOrganisation}
            />
          </>
        )
      }
      activeFilters={activeFilterCount(filters)}
      filtersRefused={Object.keys(filterErrors).length > 0}
      filterPanel={
        <FilterPanel
          key={listHref}
          action="/mytender"
          options={options}
          filters={filters}
          organisationNoted={!opened && Boolean(readAs ?? unknownOrganisation)}
          errors={filterErrors}
          clearHref={withQuery(
            "/mytender",
            tenderFiltersQuery(filters, { category: [], subcategory: [], page: 1 }),
          )}
        />
      }
      adsLabel={t`Side panel`}
    >
      {opened ? (
        <TenderDetail {...opened} now={now} backHref={listHref} />
      ) : (
        <TenderList
          path="/mytender"
          filters={filters}
          result={result}
          busy={busy}
          hrefForTender={(id) => {
            const query = tenderFiltersQuery(filters);
            query.set("open", String(id));
            return `/mytender?${query}`;
          }}
        />
      )}
    </DiscoveryLayout>
  );
}
