import { sql } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { closingDaysLeft } from "./closing-marker";
import { MATCH_END, MATCH_START } from "./document-match";
import type { TenderFilters } from "./tender-filters.schema";
import { queryTenderPage, type ListOptions } from "./tender-list-page.server";
import { searchQuery } from "./tender-search-query.server";
import { tenderStatus } from "./tender-status";
import type { DocumentMatch, TenderCard, TenderPage } from "./tender-types";
import { namesForPage, type CatalogName } from "~/modules/catalog/local-name";
import type { OutcomeStatus } from "~/modules/awards/outcome-types";

interface CardRow {
  id: number;
  title: string;
  snippet: string;
  closing_date: Date | string | null;
  opening_date: Date | string | null;
  organisation: string | null;
  organisation_slug: string | null;
  source: CatalogName | null;
  region: CatalogName | null;
  categories: CatalogName[];
  outcome: OutcomeStatus | null;
}

export async function listTenders(
  em: EntityManager,
  filters: TenderFilters,
  options: ListOptions,
): Promise<TenderPage> {
  const now = options.now ?? new Date();
  const { rows, ...paging } = await queryTenderPage<CardRow>(
    em,
    filters,
    { ...options, now },
    `t.id, t.title, t.snippet, t.closing_date, t.opening_date, t.organisation,
     (select slug from organisation_names where name = t.organisation) as organisation_slug,
     (select json_build_object('name', name, 'nameAm', name_am) from sources
       where id = t.source_id) as source,
     (select json_build_object('name', name, 'nameAm', name_am) from regions
       where id = t.region_id) as region,
     (select coalesce(json_agg(json_build_object('name', c.name, 'nameAm', c.name_am)
                               order by c.name), '[]')
        from tender_categories tc join categories c on c.id = tc.category_id
       where tc.tender_id = t.id) as categories,
     (select status from tender_outcomes where tender_id = t.id) as outcome`,
  );
  const items = rows.map((row) => toTenderCard(row, options, now));
  if (filters.q && options.viewer !== "visitor" && items.length) {
    const found = await findDocumentMatches(
      em,
      filters.q,
      items.map((item) => item.id),
    );
    for (const item of items) item.details!.documentMatch = found.get(item.id) ?? null;
  }
  return { items, ...paging };
}

/** Headlines only for tenders matched by a document alone, never a whole page of files. */
async function findDocumentMatches(
  em: EntityManager,
  q: string,
  ids: number[],
): Promise<Map<number, DocumentMatch>> {
  const rows = await em.execute<{ tender_id: number; file_name: string; excerpt: string }[]>(
    sql`select distinct on (d.tender_id) d.tender_id, d.file_name,
        ts_headline('simple', d.text, s.query, ${`MaxFragments=1, MaxWords=16, MinWords=6, FragmentDelimiter=" … ", StartSel=${MATCH_START}, StopSel=${MATCH_END}`}) as excerpt
      from tender_documents d
      join tenders t on t.id = d.tender_id,
      lateral (select ${searchQuery(q, "user")} as query) s
     where d.tender_id in (${ids})
       and d.text_vector @@ s.query and not t.search_vector @@ s.query
     order by d.tender_id, d.id`,
  );
  return new Map(
    rows.map((row) => [
      row.tender_id,
      { fileName: row.file_name, excerpt: row.excerpt.replace(/\s+/g, " ").trim() },
    ]),
  );
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

function toTenderCard(row: CardRow, { viewer, locale }: ListOptions, now: Date): TenderCard {
  const card: TenderCard = { id: row.id, title: row.title, snippet: row.snippet };
  if (viewer === "visitor") return card;
  const named = (item: CatalogName) => (locale ? namesForPage(item, locale) : item);
  card.details = {
    closingDate: iso(row.closing_date),
    openingDate: iso(row.opening_date),
    status: tenderStatus(row.closing_date, now),
    closesInDays: closingDaysLeft(row.closing_date, now),
    organisation: row.organisation,
    organisationSlug: row.organisation_slug,
    source: row.source && named(row.source),
    region: row.region && named(row.region),
    categories: row.categories.map(named),
    documentMatch: null,
    outcome: row.outcome ?? "pending",
  };
  return card;
}
