// Derived from published_at: docs/decisions/017-drafts-and-scheduled-publishing.md.
export type PublicationState = "draft" | "scheduled" | "published";

export const PUBLICATION_STATES = [
  "draft",
  "scheduled",
  "published",
] as const satisfies readonly PublicationState[];

export const PUBLICATION_CHOICES = ["now", "schedule", "draft"] as const;
export type PublicationChoice = (typeof PUBLICATION_CHOICES)[number];

export function publicationState(
  publishedAt: Date | string | null | undefined,
  now: Date,
): PublicationState {
  if (publishedAt == null) return "draft";
  return new Date(publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

/** A range on the column list indexes lead with, so each list still walks its index. */
export const PUBLISHED_TENDER_SQL = `t.published_at <= ?`;
