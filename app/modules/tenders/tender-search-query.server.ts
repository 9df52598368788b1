import { raw, sql, type RawQueryFragment } from "@mikro-orm/core";
import type { Viewer } from "./tender-types";

// docs/decisions/004-full-text-search.md. A visitor sees title (A) and snippet (B) only, so
// their lexemes are restricted to those weights.
// eslint-disable-next-line lingui/no-unlocalized-strings -- PostgreSQL's search weights
const VISIBLE_WEIGHTS = "AB";
const QUOTED_LEXEME = "'((?:[^']|'')*)'(?::(\\*))?";

// Letters and digits only, so it cannot carry tsquery syntax; a shorter prefix matches too much.
const LAST_WORD = /(^|\s)([\p{L}\p{N}]{3,})$/u;
const TRAILING_OR = /(^|\s)or\s*$/i;

export function splitPrefixWord(q: string): { rest: string; word: string; or: boolean } | null {
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) return null;
  const match = LAST_WORD.exec(q);
  if (!match) return null;
  const rest = q.slice(0, match.index + match[1]!.length);
  const or = TRAILING_OR.test(rest);
  return { rest: or ? rest.replace(TRAILING_OR, "$1") : rest, word: match[2]!, or };
}

function configQuery(config: "english" | "simple", q: string): RawQueryFragment {
  const split = splitPrefixWord(q);
  if (!split) return raw(`websearch_to_tsquery('${config}', ?)`, [q]);
  return raw(
    `(websearch_to_tsquery('${config}', ?) ${split.or ? "||" : "&&"} to_tsquery('${config}', ? || ':*'))`,
    [split.rest, split.word],
  );
}

/** English stems or the words as typed, so Amharic matches too. */
export function searchQuery(q: string, viewer: Viewer): RawQueryFragment {
  return viewer === "visitor" ? visibleOnly(plainQuery(q)) : plainQuery(q);
}

function visibleOnly(query: RawQueryFragment): RawQueryFragment {
  // Written out thrice, not in a sub-select: PostgreSQL folds it into a constant while planning
  // and can estimate the matches; a sub-select's value makes it guess a rare word.
  return sql`(case when numnode(${query}) = 0 then ${query}
      else regexp_replace(${query}::text, ${QUOTED_LEXEME}, ${`'\\1':\\2${VISIBLE_WEIGHTS}`}, 'g')::tsquery end)`;
}

export const plainQuery = (q: string): RawQueryFragment =>
  sql`(${configQuery("english", q)} || ${configQuery("simple", q)})`;
