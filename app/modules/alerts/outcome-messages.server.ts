import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type pg from "pg";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import { formatBirr, formatDate } from "~/modules/tenders/format";
import type { SendJob } from "./alert-jobs";

interface MessageAward {
  lot: number;
  supplier: string;
  /** numeric(16,2) as PostgreSQL writes it. */
  amount: string;
  currency: string;
  /** YYYY-MM-DD, a day in Addis Ababa. */
  awardedOn: string;
}

export interface MessageOutcome {
  status: "awarded" | "cancelled" | "failed";
  reason: string | null;
  awards: MessageAward[];
}

/** An outcome notice lists this many lots, then "and N more lots". */
const MAX_LOTS = 10;
/** A supplier's name in an SMS is cut to this, so the tender's title keeps some room. */
const SMS_SUPPLIER_LENGTH = 40;

/** The outcomes as they are when the notice is sent, with their awards in lot order. */
export async function loadOutcomes(
  client: pg.PoolClient,
  tenderIds: number[],
): Promise<Map<number, MessageOutcome>> {
  const { rows } = await client.query<MessageOutcome & { tender_id: number }>(
    `select o.tender_id, o.status, o.reason,
       coalesce(json_agg(json_build_object('lot', a.lot, 'supplier', s.name,
           'amount', a.amount::text, 'currency', a.currency, 'awardedOn', a.awarded_on::text)
         order by a.lot) filter (where a.id is not null), '[]') as awards
     from tender_outcomes o
     left join awards a on a.tender_id = o.tender_id
     left join suppliers s on s.id = a.supplier_id
     where o.tender_id = any($1)
     group by o.tender_id`,
    [tenderIds],
  );
  return new Map(rows.map(({ tender_id, ...outcome }) => [tender_id, outcome]));
}

/** A notice built for an award (or a cancellation) goes out only while the tender still has it. */
export function outcomeHolds(kind: SendJob["kind"], outcome: MessageOutcome | undefined): boolean {
  if (kind === "award") return outcome?.status === "awarded" && outcome.awards.length > 0;
  if (kind === "cancellation") return outcome?.status === "cancelled";
  return true;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 8601 instant, not words
const addisMidnight = (day: string) => `${day}T00:00:00+03:00`;

function localeOf(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

function amountText(award: MessageAward, locale: Locale): string {
  const amount = Number(award.amount);
  if (award.currency === "ETB") return formatBirr(amount, locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  return `${award.currency} ${number}`;
}

/** "Awarded to ABC PLC: 1,250,000 birr, 3 Dec 2026", one line per lot; a cancellation's reason. */
export function outcomeLines(outcome: MessageOutcome, i18n: I18n): string[] {
  const locale = localeOf(i18n);
  if (outcome.status !== "awarded") {
    const reason = outcome.reason?.trim();
    return reason ? [i18n._(msg`Reason: ${reason}`)] : [];
  }
  const lots = outcome.awards.length > 1 || outcome.awards.some((award) => award.lot !== 1);
  const lines = outcome.awards.slice(0, MAX_LOTS).map((award) => {
    const { lot, supplier } = award;
    const amount = amountText(award, locale);
    const date = formatDate(addisMidnight(award.awardedOn), locale);
    return lots
      ? i18n._(msg`Lot ${lot}: awarded to ${supplier}: ${amount}, ${date}`)
      : i18n._(msg`Awarded to ${supplier}: ${amount}, ${date}`);
  });
  const more = outcome.awards.length - MAX_LOTS;
  if (more > 0) lines.push(i18n._(msg`and ${more} more lots`));
  return lines;
}

/** The SMS's one line about an award: the first lot's supplier and amount. */
export function smsOutcomeLine(outcome: MessageOutcome | undefined, i18n: I18n): string | null {
  const first = outcome?.status === "awarded" ? outcome.awards[0] : undefined;
  if (!first) return null;
  const name = Array.from(first.supplier);
  const supplier =
    name.length > SMS_SUPPLIER_LENGTH
      ? `${name.slice(0, SMS_SUPPLIER_LENGTH - 3).join("")}...`
      : first.supplier;
  const amount = amountText(first, localeOf(i18n));
  return i18n._(msg`Awarded to ${supplier}: ${amount}`);
}
