import type { EntityManager } from "@mikro-orm/postgresql";
import { PUBLISHED_TENDER_SQL } from "./publication-state";
import type { TenderCard } from "./tender-types";

/**
 * What a visitor may see of one tender: exactly a visitor's card (id, title, snippet), or null
 * when there is no such published tender (drafts and scheduled ones are not found). Reads only
 * those columns, so dates, description and documents cannot reach a visitor's page.
 */
export async function getTenderTeaser(
  em: EntityManager,
  id: number,
  now = new Date(),
): Promise<TenderCard | null> {
  const [row] = await em.execute<{ id: number; title: string; snippet: string }[]>(
    `select t.id, t.title, t.snippet from tenders t where t.id = ? and ${PUBLISHED_TENDER_SQL}`,
    [id, now],
  );
  return row ? { id: row.id, title: row.title, snippet: row.snippet } : null;
}
