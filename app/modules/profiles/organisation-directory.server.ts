import type { EntityManager } from "@mikro-orm/postgresql";
import { CANDIDATES, matchOrganisations } from "~/modules/tenders/organisation-matches.server";
import type { OrganisationListItem } from "./profile-types";
import { likePatterns, type DirectoryQuery } from "./directory.schema";

const ORGANISATIONS_PER_PAGE = 50;
/** Open tenders are counted per listed organisation up to here ("100+"). */
const LISTED_OPEN_CAP = 100;

export interface OrganisationDirectory {
  items: OrganisationListItem[];
  page: number;
  hasNext: boolean;
  /** No name holds the words: the items are the names nearest to them (misspelt words). */
  nearest: boolean;
}

interface Row {
  name: string;
  slug: string;
  open: number;
}

const OPEN_COUNT = `(select count(*) from (
    (select 1 from tenders t where t.organisation = o.name and t.closing_date > ? and t.published_at <= ?
      limit ${LISTED_OPEN_CAP + 1})
    union all
    (select 1 from tenders t where t.organisation = o.name and t.closing_date is null and t.published_at <= ?
      limit ${LISTED_OPEN_CAP + 1})) x)::int as open`;

/** Published: a draft's organisation is not listed before its tender is out. */
const LISTED = `o.merged_into is null
  and exists (select 1 from tenders t where t.organisation = o.name and t.published_at <= ?)`;

const toItem = (row: Row): OrganisationListItem => ({
  name: row.name,
  slug: row.slug,
  open: { count: Math.min(row.open, LISTED_OPEN_CAP), capped: row.open > LISTED_OPEN_CAP },
});

/**
 * Organisations in name order, or those whose name holds every typed word (a trigram index
 * serves the ILIKEs). When none does, the names nearest to the words, misspelt or cut short
 * (organisation-matches.server.ts), on one page. Organisations are few (one row per name), so a
 * page reads at most the names before it.
 */
export async function listOrganisations(
  em: EntityManager,
  { q, page }: DirectoryQuery,
  now = new Date(),
): Promise<OrganisationDirectory> {
  const patterns = likePatterns(q);
  const offset = (page - 1) * ORGANISATIONS_PER_PAGE;
  const words = patterns.length
    ? `and o.name ilike all (array[${patterns.map(() => "?").join(", ")}]::text[])`
    : "";
  const rows = await em.execute<Row[]>(
    `select o.name, o.slug, ${OPEN_COUNT} from organisation_names o
      where ${LISTED} ${words}
      order by o.name limit ? offset ?`,
    [now, now, now, now, ...patterns, ORGANISATIONS_PER_PAGE + 1, offset],
  );
  if (rows.length || !q || page > 1) {
    return {
      items: rows.slice(0, ORGANISATIONS_PER_PAGE).map(toItem),
      page,
      hasNext: rows.length > ORGANISATIONS_PER_PAGE,
      nearest: false,
    };
  }
  const { suggestions } = await matchOrganisations(em, q, CANDIDATES);
  if (!suggestions.length) return { items: [], page, hasNext: false, nearest: false };
  const nearest = await em.execute<Row[]>(
    `select o.name, o.slug, ${OPEN_COUNT} from organisation_names o
      where o.name in (${suggestions.map(() => "?").join(", ")})`,
    [now, now, now, ...suggestions],
  );
  const byName = new Map(nearest.map((row) => [row.name, row]));
  return {
    items: suggestions.flatMap((name) => (byName.has(name) ? [toItem(byName.get(name)!)] : [])),
    page,
    hasNext: false,
    nearest: true,
  };
}
