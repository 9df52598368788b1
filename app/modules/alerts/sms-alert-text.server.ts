import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { formatEthiopianDate } from "~/modules/calendar/ethiopian-date";
import { formatDate } from "~/modules/tenders/format";
import { tenderUrl } from "~/modules/tenders/share-links";
import type { SendJob } from "./alert-jobs";
import { tenderHeadline } from "./alert-headline.server";
import { fitTitle } from "./fit-title";
import { gsmLookAlikes, isGsm7, smsSegments } from "./sms-segments";

export interface SmsTender {
  id: number;
  title: string;
  closingDate: Date | null;
}

/** One segment while the message is GSM-7 (English words and title), two once it needs UCS-2. */
const GSM_SEGMENTS = 1;
const UCS2_SEGMENTS = 2;

/** The closing day only: the hour is on the tender's page, and a bare "10:00" beside an
 * Ethiopian date would be read on the Ethiopian clock. */
function closingDay(closingDate: Date, i18n: I18n): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const closes =
    locale === "en"
      ? formatDate(closingDate.toISOString(), locale)
      : formatEthiopianDate(closingDate, locale);
  return i18n._(msg`Closes: ${closes}`);
}

/**
 * An SMS alert: the first tender's title, closing day and link, and when the message holds more
 * tenders, how many and a link to the reader's alerts page where they are listed. One SMS per
 * message rather than one per tender: a digest of ten would cost ten. No brand prefix: the link
 * names the site. Only the title is cut to fit the budget, never a link.
 */
export function smsAlertText({
  kind,
  tenders,
  total,
  appUrl,
  i18n,
  detail,
}: {
  kind: SendJob["kind"];
  tenders: SmsTender[];
  /** Every tender the message stands for (a digest may list fewer than matched). */
  total: number;
  appUrl: string;
  i18n: I18n;
  /** Outcome notices: this line instead of the closing day (null: none). */
  detail?: string | null;
}): string {
  const first = tenders[0];
  const alerts = `${appUrl}/alerts`;
  if (!first) return i18n._(msg`New tenders match your alerts: ${alerts}`);
  const more = total - 1;
  const compose = (title: string) =>
    [
      tenderHeadline(kind, title, i18n),
      detail !== undefined
        ? detail
        : first.closingDate
          ? closingDay(first.closingDate, i18n)
          : null,
      tenderUrl(appUrl, first.id),
      more > 0 ? i18n._(msg`+${more} more: ${alerts}`) : null,
    ]
      .filter((line) => line !== null)
      .join("\n");
  const title = isGsm7(compose("")) ? gsmLookAlikes(first.title) : first.title;
  const budget = isGsm7(compose(title)) ? GSM_SEGMENTS : UCS2_SEGMENTS;
  // "…" is not GSM-7: in a GSM-7 message it would double the cost of every character.
  const ellipsis = budget === GSM_SEGMENTS ? "..." : "…";
  const fits = (text: string) => smsSegments(text) <= budget;
  return compose(fitTitle(title, compose, fits, ellipsis));
}
