import type { EntityManager } from "@mikro-orm/postgresql";

/** Nearest names read by the trigram index; the word test below keeps the few that fit. */
export const CANDIDATES = 20;
/** Suggestions shown under a typed name. */
const SUGGESTED = 5;
/**
 * Two words are the same word misspelt or cut short at this trigram similarity:
 * "ethiopain"/"ethiopian" 0.43, "airlnes"/"airlines" 0.55, "airlines"/"airports" 0.2.
 */
const SAME_WORD = 0.4;

export interface OrganisationMatches {
  /** Organisations holding every typed word, misspelt or not, nearest first. */
  suggestions: string[];
  /** The only organisation holding them, when they are at least half its words. */
  closest: string | null;
}

interface MatchRow {
  name: string;
  typed_found: number;
  typed_words: number;
  name_found: number;
  name_words: number;
}

/**
 * The organisations a typed name may mean, in one query: the nearest names by pg_trgm's word
 * similarity through organisation_names' GiST index on lower(name) (bounded by CANDIDATES,
 * whatever the number of organisations), each with how many of the typed words it holds and how
 * many of its own words were typed, word by word, so "Ethiopain Airlnes" finds "Ethiopian
 * Airlines Group" and not "Ethiopian Airports Enterprise".
 */
export async function matchOrganisations(
  em: EntityManager,
  typed: string,
  suggested = SUGGESTED,
): Promise<OrganisationMatches> {
  const rows = await em.execute<MatchRow[]>(
    `with typed as (
       select distinct w from regexp_split_to_table(lower(?), '[^[:alnum:]]+') w where w <> ''
     ), candidates as (
       select o.name, ? <<-> lower(o.name) as distance
         from organisation_names o
        where exists (select 1 from tenders t
                       where t.organisation = o.name and t.published_at <= now())
        order by ? <<-> lower(o.name)
        limit ?
     ), words as (
       select c.name, c.distance, n.w
         from candidates c,
              lateral (select distinct w from regexp_split_to_table(lower(c.name), '[^[:alnum:]]+') w
                        where w <> '') n
     ), pairs as (
       select x.name, x.w as name_word, t.w as typed_word,
              greatest(similarity(t.w, x.w), word_similarity(t.w, x.w)) >= ? as same
         from words x cross join typed t
     )
     select c.name,
            (select count(*) from typed t where exists (
               select 1 from pairs p where p.name = c.name and p.typed_word = t.w and p.same
            ))::int as typed_found,
            (select count(*) from typed)::int as typed_words,
            (select count(distinct p.name_word) from pairs p where p.name = c.name and p.same)::int
              as name_found,
            (select count(*) from words x where x.name = c.name)::int as name_words
       from candidates c
      order by c.distance, c.name`,
    [typed, typed, typed, CANDIDATES, SAME_WORD],
  );
  const holding = rows.filter((row) => row.typed_words > 0 && row.typed_found === row.typed_words);
  // Used only when no other organisation holds the words: "ethiopian" alone chooses nothing.
  const only = holding.length === 1 ? holding[0]! : null;
  return {
    suggestions: holding.slice(0, suggested).map((row) => row.name),
    closest: only && only.name_found * 2 >= only.name_words ? only.name : null,
  };
}
