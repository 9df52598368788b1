import type { EntityManager } from "@mikro-orm/postgresql";
import ical, { ICalAlarmType } from "ical-generator";
import { config } from "~/server/config.server";
import { newToken } from "~/server/tokens.server";

/** newToken() output: 43 URL-safe characters. Anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,64}$/;

export function calendarFeedUrl(token: string): string {
  return `${config().appUrl}/feeds/saved/${token}.ics`;
}

/** The user's calendar token, or null until they create one (a GET never writes). */
export async function getCalendarToken(em: EntityManager, userId: number) {
  const [row] = await em.execute<{ token: string | null }[]>(
    "select calendar_token as token from users where id = ?",
    [userId],
  );
  return row?.token ?? null;
}

/** Creates the token if there is none yet; pressing Create twice keeps the first one. */
export async function createCalendarToken(em: EntityManager, userId: number): Promise<string> {
  const [row] = await em.execute<{ token: string }[]>(
    `update users set calendar_token = coalesce(calendar_token, ?), updated_at = now()
     where id = ? returning calendar_token as token`,
    [newToken(), userId],
  );
  if (!row) throw new Error(`user ${userId} not found`);
  return row.token;
}

/** A new token: the old URL stops working at once (e.g. after it was shared by mistake). */
export async function resetCalendarToken(em: EntityManager, userId: number): Promise<string> {
  const token = newToken();
  await em.execute("update users set calendar_token = ?, updated_at = now() where id = ?", [
    token,
    userId,
  ]);
  return token;
}

/**
 * The iCalendar of the token owner's saved tenders that have a closing date: one event at each
 * closing time, with a reminder a day before. UIDs are stable per tender, so calendar apps
 * update an event when a closing date moves instead of adding a second one.
 * Returns null for an unknown token (the secret URL is the only credential).
 */
export async function buildSavedCalendar(em: EntityManager, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [owner] = await em.execute<{ id: number }[]>(
    "select id from users where calendar_token = ?",
    [token],
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
  const calendar = ical({
    name: "TenderLink: saved tenders closing",
    prodId: { company: "TenderLink", product: "saved-tenders", language: "EN" },
    ttl: 3600,
  });
  for (const tender of tenders) {
    const url = `${appUrl}/tenders/${tender.id}`;
    calendar.createEvent({
      id: `tender-${tender.id}@${host}`,
      start: new Date(tender.closing),
      summary: `Closing: ${tender.title}`,
      description: url,
      url,
      alarms: [{ type: ICalAlarmType.display, trigger: 24 * 3600 }],
    });
  }
  return calendar.toString();
}
