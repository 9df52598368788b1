import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import ical, { ICalAlarmType } from "ical-generator";
import { serverI18n } from "~/i18n/catalogues.server";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { config } from "~/server/config.server";
import { hashToken, newToken } from "~/server/tokens.server";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,64}$/;

export function calendarFeedUrl(token: string): string {
  return `${config().appUrl}/feeds/saved/${token}.ics`;
}

export async function hasCalendarToken(em: EntityManager, userId: number): Promise<boolean> {
  const [row] = await em.execute<{ present: boolean }[]>(
    "select calendar_token_hash is not null as present from users where id = ?",
    [userId],
  );
  return row?.present ?? false;
}

// Only its hash is kept, so the URL is shown this once: a leaked users table reveals no calendar.
export async function issueCalendarToken(em: EntityManager, userId: number): Promise<string> {
  const token = newToken();
  const [row] = await em.execute<{ id: number }[]>(
    "update users set calendar_token_hash = ?, updated_at = now() where id = ? returning id",
    [hashToken(token), userId],
  );
  if (!row) throw new Error(`user ${userId} not found`);
  return token;
}

export async function dropCalendarToken(em: EntityManager, userId: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(
    `update users set calendar_token_hash = null, updated_at = now()
     where id = ? and calendar_token_hash is not null returning id`,
    [userId],
  );
  return rows.length > 0;
}

/** Whoever knew the old password may have copied the URL. */
export async function rotateCalendarToken(
  em: EntityManager,
  userId: number,
): Promise<string | null> {
  const token = newToken();
  const rows = await em.execute<{ id: number }[]>(
    `update users set calendar_token_hash = ?, updated_at = now()
     where id = ? and calendar_token_hash is not null returning id`,
    [hashToken(token), userId],
  );
  return rows.length > 0 ? token : null;
}

// Stable UIDs per tender, so calendar apps move an event instead of adding a second.
export async function buildSavedCalendar(em: EntityManager, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [owner] = await em.execute<{ id: number; locale: string | null }[]>(
    "select id, locale from users where calendar_token_hash = ? and deactivated_at is null",
    [hashToken(token)],
  );
  if (!owner) return null;
  const tenders = await em.execute<{ id: number; title: string; closing: Date }[]>(
    `select t.id, t.title, t.closing_date as closing
     from saved_tenders s join tenders t on t.id = s.tender_id
     where s.user_id = ? and t.closing_date is not null
     order by t.closing_date`,
    [owner.id],
  );
  const { appUrl } = config();
  const host = new URL(appUrl).host;
  const locale = isLocale(owner.locale) ? owner.locale : DEFAULT_LOCALE;
  const i18n = serverI18n(locale);
  const calendar = ical({
    name: i18n._(msg`TenderLink: saved tenders closing`),
    prodId: { company: "TenderLink", product: "saved-tenders", language: locale.toUpperCase() },
    ttl: 3600,
  });
  for (const tender of tenders) {
    const url = `${appUrl}/tenders/${tender.id}`;
    const title = tender.title;
    calendar.createEvent({
      id: `tender-${tender.id}@${host}`,
      start: new Date(tender.closing),
      summary: i18n._(msg`Closing: ${title}`),
      description: url,
      url,
      alarms: [{ type: ICalAlarmType.display, trigger: 24 * 3600 }],
    });
  }
  return calendar.toString();
}
