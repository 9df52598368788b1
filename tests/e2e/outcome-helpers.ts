import { withDatabase } from "./api-helpers";
import { DEMO } from "./fixtures";

/** A published tender that closed last week, its publisher the demo admin (nothing to announce). */
export async function closedTender(title: string): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into tenders (title, snippet, published_at, announced_at, closing_date,
                            published_by_id, created_at, updated_at)
       values ($1, 'Outcome test', now() - interval '30 days', now() - interval '30 days',
               now() - interval '7 days', (select id from users where email = $2), now(), now())
       returning id`,
      [title, DEMO.admin],
    );
    return rows[0]!.id;
  });
}
