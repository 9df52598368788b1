import { tenderFiltersQuery } from "~/modules/tenders/tender-filters-query";
import { keywordTerms, type AlertProfileInput } from "./alert-profile.schema";

/** The search part of a profile: what it matches, not how it is delivered. */
type ProfileSearch = Omit<AlertProfileInput, "name" | "channels" | "frequency" | "awardNotices">;

/**
 * The /home list URL showing what a profile matches, or null when the list's filters cannot say
 * it exactly (the list takes one source, region and language; its search box cannot combine
 * several include keywords with exclusions). Callers then link to /alerts instead.
 */
export function profileSearchUrl(profile: ProfileSearch): string | null {
  if (profile.regions.length > 1 || profile.sources.length > 1 || profile.languages.length > 1) {
    return null;
  }
  const include = keywordTerms(profile.includeKeywords);
  const exclude = keywordTerms(profile.excludeKeywords);
  let q: string;
  if (exclude.length === 0) {
    // websearch_to_tsquery reads "a or b" as either.
    q = include.join(" or ");
  } else if (include.length <= 1 && exclude.every((term) => /^[^\s"-]+$/.test(term))) {
    q = [...include, ...exclude.map((term) => `-${term}`)].join(" ");
  } else {
    return null;
  }
  const query = tenderFiltersQuery({
    q,
    source: profile.sources[0],
    region: profile.regions[0],
    language: profile.languages[0],
    organisation: profile.organisation || undefined,
    status: undefined,
    category: profile.categories,
    subcategory: profile.subcategories,
    page: 1,
  });
  const search = query.toString();
  return search ? `/home?${search}` : "/home";
}
