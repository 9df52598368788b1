import type { EntityManager } from "@mikro-orm/postgresql";
import type { Locale } from "~/i18n/locales";
import { namesForPage } from "~/modules/catalog/local-name";
import { processCache } from "~/server/process-cache.server";
import { chooseOrganisation } from "./organisation-choice";
import { matchOrganisations } from "./organisation-matches.server";
import type { TenderFilters } from "./tender-filters-query";
import type {
  CategoryOption,
  FilterOptions,
  FilterPanelOptions,
  Option,
  OrganisationReadAs,
  UnknownOrganisation,
} from "./tender-types";

interface CatalogRow {
  version: string;
  tender_version: string;
  kind: "source" | "region" | "language" | "category" | "subcategory" | "organisation" | null;
  id: number;
  name: string;
  name_am: string | null;
  parent_id: number | null;
}

/**
 * The options last read from each database, at the catalog and tender list versions they
 * were read at (raised by triggers on every catalogue and tender write): exact while they hold.
 */
const remembered = processCache<{ versions: string; options: FilterOptions }>(
  "filter-options",
  (entry, database) => (database.length + JSON.stringify(entry).length) * 2,
);

/** At most this many organisations are remembered to read and suggest typed names by. */
const MAX_ORGANISATIONS = 500;

/**
 * The filter panel's choices: one query for the versions while they are unchanged, otherwise
 * ONE query for every choice whatever the catalogue size. The organisations are the distinct
 * ones tenders name, found by a loose scan of tenders_organisation_list_index (min() is one index
 * probe, one per organisation), so 1,000,000 tenders cost what their few hundred organisations do.
 * Shared between requests, so the result is frozen.
 */
export async function loadFilterOptions(em: EntityManager): Promise<FilterOptions> {
  const database = em.config.get("dbName") ?? "";
  const hit = remembered.peek(database);
  if (hit) {
    const [current] = await em.execute<{ version: string; tender_version: string }[]>(
      `select (select version from catalog_version) as version,
              (select version from tender_list_version) as tender_version`,
    );
    const fresh = current !== undefined && versionsOf(current) === hit.versions;
    remembered.counted(fresh);
    if (fresh) return hit.options;
  } else remembered.counted(false);
  // The versions come from the same snapshot as the rows.
  const rows = await em.execute<CatalogRow[]>(
    `with recursive organisations(name, n) as (
       select min(organisation), 1 from tenders where published_at <= now()
       union all
       select (select min(t.organisation) from tenders t
                where t.organisation > o.name and t.published_at <= now()), o.n + 1
         from organisations o where o.name is not null and o.n < ?
     )
     select v.version, (select version from tender_list_version) as tender_version,
            c.kind, c.id, c.name, c.name_am, c.parent_id
       from catalog_version v
       left join (
         select 'source' as kind, id, name, name_am, null::int as parent_id from sources
         union all select 'region', id, name, name_am, null from regions
         union all select 'language', id, name, name_am, null from languages
         union all select 'category', id, name, name_am, null from categories
         union all select 'subcategory', id, name, name_am, category_id from subcategories
         union all select 'organisation', null, name, null, null from organisations
          where name is not null
       ) c on true
      order by c.kind, c.name, c.id`,
    [MAX_ORGANISATIONS],
  );
  const options = deepFreeze(filterOptionsFrom(rows));
  remembered.set(database, { versions: rows[0] ? versionsOf(rows[0]) : "", options });
  return options;
}

/** The filter choices a form offers: the organisation is typed, so the names stay here. */
export async function loadFilterPanelOptions(
  em: EntityManager,
  locale: Locale,
): Promise<FilterPanelOptions> {
  return panelOptions(await loadFilterOptions(em), locale);
}

/** The choices with the names a page in `locale` shows, sent with every signed-in list page. */
function panelOptions(
  { organisations: _names, ...options }: FilterOptions,
  locale: Locale,
): FilterPanelOptions {
  const named = (item: Option) => namesForPage(item, locale);
  return {
    sources: options.sources.map(named),
    regions: options.regions.map(named),
    languages: options.languages.map(named),
    categories: options.categories.map((category) => ({
      ...named(category),
      subcategories: category.subcategories.map(named),
    })),
  };
}

/** A typed organisation as the known one it names whatever its letter case, else as typed. */
export async function readOrganisation(em: EntityManager, typed: string): Promise<string> {
  if (!typed) return typed;
  const { organisations } = await loadFilterOptions(em);
  return chooseOrganisation(typed, organisations).organisation ?? typed;
}

/**
 * A list page's filter panel: its choices, and its filters with the typed organisation read as
 * the known one it names (organisation-choice.ts), or else as the one organisation it closely
 * names, misspelt or shortened (organisation-matches.server.ts: `readAs` says so).
 * `unknownOrganisation` says what to offer when the list turns out empty because no
 * organisation is called what was typed.
 */
export async function loadFilterPanel(
  em: EntityManager,
  typed: TenderFilters,
  locale: Locale,
): Promise<{
  options: FilterPanelOptions;
  filters: TenderFilters;
  readAs: OrganisationReadAs | null;
  unknownOrganisation: (listed: number) => UnknownOrganisation | null;
}> {
  const all = await loadFilterOptions(em);
  const options = panelOptions(all, locale);
  const { organisation, unknown } = chooseOrganisation(typed.organisation, all.organisations);
  if (!unknown || !organisation) {
    return {
      options,
      filters: { ...typed, organisation },
      readAs: null,
      unknownOrganisation: () => null,
    };
  }
  const { suggestions, closest } = await matchOrganisations(em, organisation);
  if (closest) {
    return {
      options,
      filters: { ...typed, organisation: closest },
      readAs: { typed: organisation, organisation: closest },
      unknownOrganisation: () => null,
    };
  }
  return {
    options,
    filters: { ...typed, organisation },
    readAs: null,
    unknownOrganisation: (listed) => (listed > 0 ? null : { typed: organisation, suggestions }),
  };
}

const versionsOf = (row: { version: string; tender_version: string }) =>
  `${row.version}/${row.tender_version}`;

function filterOptionsFrom(rows: CatalogRow[]): FilterOptions {
  const options: FilterOptions = {
    organisations: [],
    sources: [],
    regions: [],
    languages: [],
    categories: [],
  };
  const categories = new Map<number, CategoryOption>();
  for (const row of rows) {
    if (row.kind === "category") {
      const category = { id: row.id, name: row.name, nameAm: row.name_am, subcategories: [] };
      categories.set(row.id, category);
      options.categories.push(category);
    }
  }
  for (const row of rows) {
    const option = { id: row.id, name: row.name, nameAm: row.name_am };
    if (row.kind === "source") options.sources.push(option);
    else if (row.kind === "region") options.regions.push(option);
    else if (row.kind === "language") options.languages.push(option);
    else if (row.kind === "organisation") options.organisations.push(row.name);
    else if (row.kind === "subcategory" && row.parent_id !== null) {
      categories.get(row.parent_id)?.subcategories.push(option);
    }
  }
  return options;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}
