import { raw, sql, type RawQueryFragment } from "@mikro-orm/core";
import type { Viewer } from "./tender-types";

// The tsquery a search on the list means (docs/decisions/004): SQL fragments only, no reads.

// The search vector weighs each field (migration 20261125090000): title A, snippet B,
// description D. A visitor sees title and snippet only, so their search must not match a
// word found only in the description: every lexeme of their query is restricted to A and B
// ('road':AB), the same GIN index answering it (weights are checked on the row).
// eslint-disable-next-line lingui/no-unlocalized-strings -- PostgreSQL's search weights
const VISIBLE_WEIGHTS = "AB";
// A lexeme in tsquery's text form: quoted, a quote inside doubled, maybe a prefix (:*).
const QUOTED_LEXEME = "'((?:[^']|'')*)'(?::(\\*))?";

// The last word typed, matched as a prefix ("constr" finds "construction") while the user is
// still typing it: letters and digits only (so it cannot carry tsquery syntax), 3 or more of
// them (a shorter prefix matches too much), not negated, not inside an open quote.
const LAST_WORD = /(^|\s)([\p{L}\p{N}]{3,})$/u;
const TRAILING_OR = /(^|\s)or\s*$/i;

/** `q` without its last word and that word, when it is to be matched as a prefix. */
export function splitPrefixWord(q: string): { rest: string; word: string; or: boolean } | null {
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) return null;
  const match = LAST_WORD.exec(q);
  if (!match) return null;
  const rest = q.slice(0, match.index + match[1]!.length);
  // "road or constr": the prefix is the other side of an OR.
  const or = TRAILING_OR.test(rest);
  return { rest: or ? rest.replace(TRAILING_OR, "$1") : rest, word: match[2]!, or };
}

/** websearch_to_tsquery(config, q), its last word a prefix (docs/decisions/004). */
function configQuery(config: "english" | "simple", q: string): RawQueryFragment {
  const split = splitPrefixWord(q);
  if (!split) return raw(`websearch_to_tsquery('${config}', ?)`, [q]);
  return raw(
    `(websearch_to_tsquery('${config}', ?) ${split.or ? "||" : "&&"} to_tsquery('${config}', ? || ':*'))`,
    [split.rest, split.word],
  );
}

/**
 * The tsquery for what `q` means on the list: English stems or the words as typed (so Amharic
 * matches), with websearch's quotes, phrases, OR and minus, the last word a prefix. For a
 * visitor, over the fields a visitor can see only.
 */
export function searchQuery(q: string, viewer: Viewer): RawQueryFragment {
  return viewer === "visitor" ? visibleOnly(plainQuery(q)) : plainQuery(q);
}

/** `query` with every lexeme restricted to the fields a visitor sees. */
function visibleOnly(query: RawQueryFragment): RawQueryFragment {
  // numnode = 0: only stop words, an empty query that matches nothing either way. The query
  // is written out three times rather than computed once in a sub-select: as one expression of
  // immutable functions PostgreSQL folds it into a constant while planning, so it can estimate
  // how many tenders match and walk the list's order for a broad word; a sub-select's value is
  // unknown to the planner, which then guesses a rare word and reads every match.
  return sql`(case when numnode(${query}) = 0 then ${query}
      else regexp_replace(${query}::text, ${QUOTED_LEXEME}, ${`'\\1':\\2${VISIBLE_WEIGHTS}`}, 'g')::tsquery end)`;
}

/** `q` as a tsquery over every field, without weights. */
export const plainQuery = (q: string): RawQueryFragment =>
  sql`(${configQuery("english", q)} || ${configQuery("simple", q)})`;
