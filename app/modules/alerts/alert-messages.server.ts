import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import { formatDateTime } from "~/modules/tenders/format";
import { config } from "~/server/config.server";
import type { MatchReason } from "./alert-matching.server";
import type { SendJob } from "./alert-jobs";
import type { AlertMessage } from "./transports/transport";
import { fitTitle } from "./fit-title";
import { tenderHeadline } from "./alert-headline.server";
import { smsAlertText } from "./sms-alert-text.server";
import { unsubscribeUrl } from "./unsubscribe-link.server";
import { outcomeLines, smsOutcomeLine, type MessageOutcome } from "./outcome-messages.server";

export interface MessageTender {
  id: number;
  title: string;
  closingDate: Date | null;
  /** Award and cancellation notices: the outcome as it is now. */
  outcome?: MessageOutcome;
}

const isOutcomeNotice = (kind: SendJob["kind"]) => kind === "award" || kind === "cancellation";

export interface MessageContext {
  job: SendJob;
  /** The message's unsent tenders, in the job's order. */
  tenders: MessageTender[];
  /** Digest "see all" target: the one profile's /home search, else null (→ /alerts). */
  searchPath: string | null;
  /** The recipient's language (users.locale): every word of the message is in it. */
  i18n: I18n;
}

function whyText(why: MatchReason[], i18n: I18n): string {
  return why
    .map((reason) => {
      if (!reason.keywords.length) return `"${reason.profile}"`;
      const keywords = reason.keywords.join(", ");
      const files = reason.documents?.join(", ");
      return files
        ? `"${reason.profile}" (${i18n._(msg`${keywords}, found in ${files}`)})`
        : `"${reason.profile}" (${keywords})`;
    })
    .join("; ");
}

/** RFC 5322's line length: longer subjects are folded, and cut short in inbox lists anyway. */
const SUBJECT_LENGTH = 78;
/** Telegram refuses a message longer than this (UTF-16 code units). */
export const TELEGRAM_TEXT_LENGTH = 4096;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function subjectWith(kind: SendJob["kind"], first: string, total: number, i18n: I18n): string {
  switch (kind) {
    case "digest":
      return i18n._(
        msg`${plural(total, { one: "# new tender matching your alerts", other: "# new tenders matching your alerts" })}`,
      );
    default:
      return tenderHeadline(kind, first, i18n);
  }
}

/** The subject with the first tender's title cut to keep it within SUBJECT_LENGTH. */
function subjectFor({ job, tenders, i18n }: MessageContext): string {
  const total = job.total ?? tenders.length;
  const compose = (title: string) => subjectWith(job.kind, title, total, i18n);
  const fits = (text: string) => Array.from(text).length <= SUBJECT_LENGTH;
  return compose(fitTitle(tenders[0]?.title ?? i18n._(msg`a tender`), compose, fits));
}

/** What a change notice says changed (tender-commands.server.ts names them in English). */
const CHANGE_LABELS: Record<string, MessageDescriptor> = {
  "closing date": msg`closing date`,
  "opening date": msg`opening date`,
  "new documents": msg`new documents`,
};

interface Entry {
  title: string;
  lines: string[];
  url: string;
}

function entries({ job, tenders, i18n }: MessageContext): Entry[] {
  const app = config().appUrl;
  const whyById = new Map(job.items.map((item) => [item.tenderId, item.why]));
  return tenders.map((tender) => {
    const lines: string[] = [];
    const why = whyById.get(tender.id) ?? [];
    if (isOutcomeNotice(job.kind)) {
      const reasons = whyText(why, i18n);
      lines.push(
        why.length
          ? i18n._(msg`Why: award notices of your alert ${reasons}`)
          : i18n._(msg`Why: you saved this tender`),
      );
      if (tender.outcome) lines.push(...outcomeLines(tender.outcome, i18n));
      return { title: tender.title, lines, url: `${app}/tenders/${tender.id}` };
    }
    if (why.length) {
      const reasons = whyText(why, i18n);
      lines.push(i18n._(msg`Why: matches ${reasons}`));
    }
    if (job.kind === "change" && job.changes?.length) {
      const changes = job.changes
        .map((change) => (CHANGE_LABELS[change] ? i18n._(CHANGE_LABELS[change]) : change))
        .join(", ");
      lines.push(i18n._(msg`Changed: ${changes}`));
    }
    const closes = formatDateTime(tender.closingDate?.toISOString() ?? null, localeOf(i18n));
    lines.push(i18n._(msg`Closes: ${closes}`));
    return { title: tender.title, lines, url: `${app}/tenders/${tender.id}` };
  });
}

function intro({ job, i18n }: MessageContext): string {
  switch (job.kind) {
    case "digest":
      return i18n._(msg`New tenders matching your alerts:`);
    case "immediate":
      return i18n._(msg`A new tender matching your alerts was just published:`);
    case "deadline":
      return i18n._(msg`A tender you saved closes soon:`);
    case "change":
      return i18n._(msg`A tender you saved has changed:`);
    case "award":
      return i18n._(msg`A tender you follow has been awarded:`);
    case "cancellation":
      return i18n._(msg`A tender you saved has been cancelled:`);
  }
}

/** "See all N": the profile's list search, or /alerts when several profiles contributed. */
function seeAll(context: MessageContext): { text: string; url: string } | null {
  const { job, tenders } = context;
  const total = job.total ?? tenders.length;
  if (job.kind !== "digest" || total <= job.items.length) return null;
  return seeAllOf(context, total);
}

function seeAllOf(context: MessageContext, total: number): { text: string; url: string } {
  return {
    text: context.i18n._(msg`See all ${total} matching tenders`),
    url: `${config().appUrl}${context.searchPath ?? "/alerts"}`,
  };
}

function localeOf(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The message for one channel: e-mail gets text + HTML + unsubscribe headers; SMS is short. */
export function renderMessage(context: MessageContext): AlertMessage {
  const { job, tenders, i18n } = context;
  const app = config().appUrl;
  const subject = subjectFor(context);
  if (job.channel === "sms") {
    const total = job.kind === "digest" ? (job.total ?? tenders.length) : tenders.length;
    const detail = isOutcomeNotice(job.kind)
      ? smsOutcomeLine(tenders[0]?.outcome, i18n)
      : undefined;
    const text = smsAlertText({ kind: job.kind, tenders, total, appUrl: app, i18n, detail });
    return { subject, text };
  }
  const list = entries(context);
  const more = seeAll(context);
  const manage = i18n._(msg`Manage alerts`);
  const unsubscribeText = i18n._(msg`Unsubscribe from e-mail alerts`);
  const plainText = (shown: Entry[], seeMore: typeof more) => {
    const lines = [intro(context), ""];
    shown.forEach((entry, i) => {
      lines.push(
        `${i + 1}. ${entry.title}`,
        ...entry.lines.map((line) => `   ${line}`),
        `   ${entry.url}`,
        "",
      );
    });
    if (seeMore) lines.push(`${seeMore.text}: ${seeMore.url}`, "");
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a translated label and a URL
    lines.push(`${manage}: ${app}/alerts`);
    return lines;
  };
  if (job.channel !== "email") {
    // Telegram: whole tenders while they fit its limit, then "see all" for the rest.
    let shown = list.length;
    let text = plainText(list, more).join("\n");
    while (text.length > TELEGRAM_TEXT_LENGTH && shown > 1) {
      shown--;
      text = plainText(list.slice(0, shown), more ?? seeAllOf(context, list.length)).join("\n");
    }
    return { subject, text };
  }
  const textLines = plainText(list, more);

  const unsubscribe = unsubscribeUrl(job.userId, "email");
  textLines.push(`${unsubscribeText}: ${unsubscribe}`);
  const html = [
    `<p>${escapeHtml(intro(context))}</p>`,
    "<ol>",
    ...list.map(
      (entry) =>
        `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.title)}</a><br>` +
        entry.lines.map(escapeHtml).join("<br>") +
        "</li>",
    ),
    "</ol>",
    more ? `<p><a href="${escapeHtml(more.url)}">${escapeHtml(more.text)}</a></p>` : "",
    `<p><a href="${app}/alerts">${escapeHtml(manage)}</a> · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribeText)}</a></p>`,
  ].join("\n");
  return {
    subject,
    text: textLines.join("\n"),
    html,
    headers: {
      // RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this URL.
      "List-Unsubscribe": `<${unsubscribe}>`,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the RFC 8058 header value
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
