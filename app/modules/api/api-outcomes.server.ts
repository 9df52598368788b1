import type { EntityManager } from "@mikro-orm/postgresql";
import type { z } from "zod";
import { tenderOutcome } from "~/modules/awards/outcomes.server";
import { publicationState } from "~/modules/tenders/publication-state";
import { notFound } from "./api-error";
import type { apiTenderOutcome } from "./api-outcome-schemas";

/** A published tender's outcome as the API answers it; 404 for any other tender. */
export async function getApiOutcome(
  em: EntityManager,
  tenderId: number,
  now = new Date(),
): Promise<z.infer<typeof apiTenderOutcome>> {
  const [tender] = await em.execute<{ published_at: Date | null }[]>(
    "select published_at from tenders where id = ?",
    [tenderId],
  );
  if (!tender || publicationState(tender.published_at, now) !== "published") {
    throw notFound("Tender");
  }
  const outcome = await tenderOutcome(em, tenderId, now);
  const again = outcome.readvertisedAs;
  return {
    tenderId,
    status: outcome.status,
    reason: outcome.reason,
    readvertisedAs: again?.published ? { id: again.id, title: again.title } : null,
    awards: outcome.awards.map((award) => ({
      ...award,
      noticeDocument: award.noticeDocument && {
        ...award.noticeDocument,
        path: `documents/${award.noticeDocument.id}/${encodeURIComponent(award.noticeDocument.fileName)}`,
      },
    })),
    updatedAt: outcome.updatedAt,
  };
}
