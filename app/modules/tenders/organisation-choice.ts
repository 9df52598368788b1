/**
 * The filter panel's organisation is a text field (its choices would be hundreds of names on
 * every list page). What is typed is read as the organisation of that name whatever its letter
 * case and spacing; when no organisation is called that, the ones whose names hold every word
 * typed are offered instead, at most SUGGESTED.
 */
import type { UnknownOrganisation } from "./tender-types";

const SUGGESTED = 8;

function normalised(name: string): string {
  return name.toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

export interface OrganisationChoice {
  /** The organisation to filter by: the known name when one matches, else the text as typed. */
  organisation: string | undefined;
  /** When it names no known organisation: the text, and the known ones it may mean. */
  unknown: UnknownOrganisation | null;
}

export function chooseOrganisation(
  typed: string | undefined,
  organisations: readonly string[],
): OrganisationChoice {
  if (typed === undefined) return { organisation: undefined, unknown: null };
  const wanted = normalised(typed);
  const named = organisations.find((name) => normalised(name) === wanted);
  if (named !== undefined) return { organisation: named, unknown: null };
  const words = wanted.split(" ").filter(Boolean);
  const suggestions = organisations
    .filter((name) => {
      const candidate = normalised(name);
      return words.every((word) => candidate.includes(word));
    })
    .slice(0, SUGGESTED);
  return { organisation: typed, unknown: { typed, suggestions } };
}
