import type { EntityManager } from "@mikro-orm/postgresql";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import type { TenderPage } from "~/modules/tenders/tender-types";
import type { ListOptions } from "~/modules/tenders/tender-list-page.server";
import type { TenderFilters } from "~/modules/tenders/tender-filters-query";

export type SaveResult = "saved" | "missing";

// ON CONFLICT DO NOTHING keeps one (user, tender) row however concurrently it is called.
export async function saveTender(
  em: EntityManager,
  userId: number,
  tenderId: number,
): Promise<SaveResult> {
  const [row] = await em.execute<{ found: string }[]>(
    `with target as (select id from tenders where id = ? and published_at <= now()),
     inserted as (
       insert into saved_tenders (user_id, tender_id, created_at, updated_at)
       select ?, id, now(), now() from target
       on conflict (user_id, tender_id) do nothing
     )
     select count(*) as found from target`,
    [tenderId, userId],
  );
  return Number(row?.found) > 0 ? "saved" : "missing";
}

export async function unsaveTender(em: EntityManager, userId: number, tenderId: number) {
  await em.execute("delete from saved_tenders where user_id = ? and tender_id = ?", [
    userId,
    tenderId,
  ]);
}

export function listSavedTenders(
  em: EntityManager,
  userId: number,
  filters: TenderFilters,
  options: Pick<ListOptions, "now" | "signal" | "locale"> = {},
): Promise<TenderPage> {
  return listTenders(em, filters, { ...options, viewer: "user", savedBy: userId });
}
