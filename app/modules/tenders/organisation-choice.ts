/**
 * The filter panel's organisation is a text field (its choices would be hundreds of names on
 * every list page). What is typed is read as the organisation of that name whatever its letter
 * case and spacing; otherwise it is left as typed, for organisation-matches.server.ts to find
 * the organisations it may mean.
 */
function normalised(name: string): string {
  return name.toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

export interface OrganisationChoice {
  /** The organisation to filter by: the known name when one matches, else the text as typed. */
  organisation: string | undefined;
  /** Whether the text names no known organisation. */
  unknown: boolean;
}

export function chooseOrganisation(
  typed: string | undefined,
  organisations: readonly string[],
): OrganisationChoice {
  if (typed === undefined) return { organisation: undefined, unknown: false };
  const wanted = normalised(typed);
  const named = organisations.find((name) => normalised(name) === wanted);
  if (named !== undefined) return { organisation: named, unknown: false };
  return { organisation: typed, unknown: true };
}
