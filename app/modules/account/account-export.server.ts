import type { EntityManager } from "@mikro-orm/postgresql";
import { config } from "~/server/config.server";
import { AccountGoneError } from "./account-errors.server";

function chosenNames(pivot: string, column: string, table: string): string {
  return `coalesce((select array_agg(c.name order by c.name) from ${pivot} x
             join ${table} c on c.id = x.${column} where x.alert_profile_id = p.id), '{}')`;
}

/** Every query is bound to `userId`; no password hash, token or token hash is read. */
export async function exportAccountData(em: EntityManager, userId: number) {
  const [profile] = await em.execute<Record<string, unknown>[]>(
    `select id, fullname, email, phone, company, role, locale,
            created_at as "createdAt", updated_at as "updatedAt"
       from users where id = ?`,
    [userId],
  );
  if (!profile) throw new AccountGoneError();
  const appUrl = config().appUrl;
  const [saved, alertProfiles, alertChannels, deliveries] = await Promise.all([
    em.execute<
      {
        savedAt: Date;
        id: number;
        title: string;
        organisation: string | null;
        closingDate: Date | null;
      }[]
    >(
      `select s.created_at as "savedAt", t.id, t.title, t.organisation, t.closing_date as "closingDate"
         from saved_tenders s join tenders t on t.id = s.tender_id
        where s.user_id = ? order by s.created_at, s.id`,
      [userId],
    ),
    em.execute<Record<string, unknown>[]>(
      `select p.id, p.name, p.include_keywords as "includeKeywords",
              p.exclude_keywords as "excludeKeywords",
              ${chosenNames("alert_profile_categories", "category_id", "categories")} as categories,
              ${chosenNames("alert_profile_subcategories", "subcategory_id", "subcategories")} as subcategories,
              ${chosenNames("alert_profile_regions", "region_id", "regions")} as regions,
              ${chosenNames("alert_profile_sources", "source_id", "sources")} as sources,
              ${chosenNames("alert_profile_languages", "language_id", "languages")} as languages,
              p.channels, p.frequency, p.paused, p.award_notices as "awardNotices",
              p.created_at as "createdAt", p.updated_at as "updatedAt"
         from alert_profiles p where p.user_id = ? order by p.id`,
      [userId],
    ),
    em.execute<Record<string, unknown>[]>(
      `select kind, address, verified_at as "verifiedAt", unsubscribed_at as "unsubscribedAt",
              created_at as "createdAt"
         from alert_channels where user_id = ? order by kind`,
      [userId],
    ),
    em.execute<Record<string, unknown>[]>(
      `select d.channel, d.tender_id as "tenderId", t.title as "tenderTitle", d.reason, d.status,
              d.attempts, d.sent_at as "sentAt", d.created_at as "createdAt"
         from alert_deliveries d join tenders t on t.id = d.tender_id
        where d.user_id = ? order by d.created_at, d.id`,
      [userId],
    ),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    savedTenders: saved.map(({ savedAt, ...tender }) => ({
      savedAt,
      tender: { ...tender, url: `${appUrl}/tenders/${tender.id}` },
    })),
    alertProfiles,
    alertChannels,
    deliveries,
  };
}

/** Named by the date, never the address: the file ends up in download folders. */
export function exportAttachmentHeaders(now = new Date()): Record<string, string> {
  const fileName = `tenderlink-my-data-${now.toISOString().slice(0, 10)}.json`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header value, not words
  return { "content-disposition": `attachment; filename="${fileName}"` };
}
