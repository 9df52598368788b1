import { data, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/list";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { DiscoveryLayout } from "~/modules/tenders/DiscoveryLayout";
import { FilterPanel } from "~/modules/tenders/FilterPanel";
import { OrganisationNote } from "~/modules/tenders/OrganisationNote";
import { FeedLinks } from "~/modules/feeds/FeedLinks";
import { loadFilterPanel } from "~/modules/tenders/filter-options.server";
import {
  activeFilterCount,
  alertSearchQuery,
  pageFilters,
  tenderFiltersQuery,
  usesFilterPanel,
} from "~/modules/tenders/tender-filters-query";
import { readTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { tenderHrefFrom } from "~/modules/tenders/list-return";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { listPageResult } from "~/modules/tenders/tender-list-result.server";
import { TenderList, TenderSearch, withQuery } from "~/modules/tenders/TenderList";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { pageI18n, pageLocale } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`All Tenders`);

/** /home and /tenders: the same list. Search works for everyone; the filter panel needs sign-in. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = getCurrentUser({ context });
  if (!user && usesFilterPanel(url.searchParams)) {
    const params = new URLSearchParams({
      redirectTo: url.pathname + url.search,
      notice: "filters",
    });
    throw redirect(`/login?${params}`);
  }
  const em = context.get(dbContext);
  const locale = pageLocale(context);
  const typed = readTenderFilters(url.searchParams, { locale });
  const panel = await loadFilterPanel(em, pageFilters(typed.filters), locale);
  const { filters, options } = panel;
  const { result, busy, status, filterErrors } = await listPageResult(
    typed.errors,
    () =>
      listTenders(em, filters, {
        viewer: user ? "user" : "visitor",
        signal: request.signal,
        locale,
      }),
    pageI18n(context),
  );
  const unknownOrganisation = panel.unknownOrganisation(result.items.length);
  const { readAs } = panel;
  return data(
    { filters, filterErrors, result, busy, options, unknownOrganisation, readAs },
    { status },
  );
}

export default function TendersPage({ loaderData }: Route.ComponentProps) {
  const { filters, filterErrors, result, busy, options, unknownOrganisation, readAs } = loaderData;
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  return (
    <DiscoveryLayout
      head={
        <>
          <TenderSearch title={t`All Tenders`} path={pathname} filters={filters} />
          <OrganisationNote
            action={pathname}
            filters={filters}
            readAs={readAs}
            unknown={unknownOrganisation}
          />
          <p className="create-alert-link">
            <Link to={`/alerts/new?${alertSearchQuery(filters)}`}>
              <Trans>Create alert from this search</Trans>
            </Link>
          </p>
        </>
      }
      activeFilters={activeFilterCount(filters)}
      filtersRefused={Object.keys(filterErrors).length > 0}
      filterPanel={
        <FilterPanel
          key={search}
          action={pathname}
          options={options}
          filters={filters}
          organisationNoted={Boolean(readAs ?? unknownOrganisation)}
          errors={filterErrors}
          clearHref={withQuery(
            pathname,
            tenderFiltersQuery(filters, { category: [], subcategory: [], page: 1 }),
          )}
        />
      }
    >
      <TenderList
        path={pathname}
        filters={filters}
        result={result}
        busy={busy}
        hrefForTender={(id) =>
          tenderHrefFrom(
            id,
            withQuery(pathname, tenderFiltersQuery(filters, { page: result.page })),
          )
        }
      />
      <FeedLinks />
    </DiscoveryLayout>
  );
}
