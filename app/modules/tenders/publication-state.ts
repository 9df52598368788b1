/**
 * A tender's publication state, derived from published_at like the bidding status is from the
 * closing date (docs/decisions/017): no date is a draft, a future one a scheduled publication,
 * a past one published. Only published tenders are shown to anyone but admins.
 */
export type PublicationState = "draft" | "scheduled" | "published";

export const PUBLICATION_STATES = [
  "draft",
  "scheduled",
  "published",
] as const satisfies readonly PublicationState[];

/** The admin's choice on the tender form: publish now, at a time, or keep as a draft. */
export const PUBLICATION_CHOICES = ["now", "schedule", "draft"] as const;
export type PublicationChoice = (typeof PUBLICATION_CHOICES)[number];

export function publicationState(
  publishedAt: Date | string | null | undefined,
  now: Date,
): PublicationState {
  if (publishedAt == null) return "draft";
  return new Date(publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

/**
 * The same rule as SQL, over the tenders table aliased `t`; bind `now` to the single `?`. A range
 * on the column every list index leads with, so each list still walks its index (decision 008).
 */
export const PUBLISHED_TENDER_SQL = `t.published_at <= ?`;
