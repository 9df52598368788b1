import type { EntityManager } from "@mikro-orm/postgresql";
import { PUBLISHED_TENDER_SQL } from "./publication-state";
import type { TenderCard } from "./tender-types";

/** Reads only a visitor's columns, so nothing else can reach a visitor's page. */
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
