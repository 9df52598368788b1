import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { formatDateTime } from "~/modules/tenders/format";
import { config } from "~/server/config.server";
import type { MatchReason } from "./alert-matching.server";
import type { SendJob } from "./alert-jobs";
import type { AlertMessage } from "./transports/transport";
import { unsubscribeUrl } from "./unsubscribe-link.server";

export interface MessageTender {
  id: number;
  title: string;
  closingDate: Date | null;
}

export interface MessageContext {
  job: SendJob;
  /** The message's unsent tenders, in the job's order. */
  tenders: MessageTender[];
  /** Digest "see all" target: the one profile's /home search, else null (→ /alerts). */
  searchPath: string | null;
  /** The recipient's language (users.locale): every word of the message is in it. */
  i18n: I18n;
}

const SMS_TITLE_LENGTH = 40;

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

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function subjectFor({ job, tenders, i18n }: MessageContext): string {
  const first = truncate(tenders[0]?.title ?? i18n._(msg`a tender`), 120);
  switch (job.kind) {
    case "digest": {
      const total = job.total ?? tenders.length;
      return i18n._(
        msg`${plural(total, { one: "# new tender matching your alerts", other: "# new tenders matching your alerts" })}`,
      );
    }
    case "immediate":
      return i18n._(msg`New tender: ${first}`);
    case "deadline":
      return i18n._(msg`Closing soon: ${first}`);
    case "change":
      return i18n._(msg`Tender updated: ${first}`);
  }
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
    const closes = formatDateTime(tender.closingDate?.toISOString() ?? null);
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
  }
}

/** "See all N": the profile's list search, or /alerts when several profiles contributed. */
function seeAll(context: MessageContext): { text: string; url: string } | null {
  const { job, tenders, i18n } = context;
  const total = job.total ?? tenders.length;
  if (job.kind !== "digest" || total <= job.items.length) return null;
  return {
    text: i18n._(msg`See all ${total} matching tenders`),
    url: `${config().appUrl}${context.searchPath ?? "/alerts"}`,
  };
}

/** The message for one channel: e-mail gets text + HTML + unsubscribe headers; SMS is short. */
export function renderMessage(context: MessageContext): AlertMessage {
  const { job, tenders, i18n } = context;
  const app = config().appUrl;
  const subject = subjectFor(context);
  if (job.channel === "sms") {
    const total = job.kind === "digest" ? (job.total ?? tenders.length) : tenders.length;
    const top = tenders
      .slice(0, 3)
      .map((tender, i) => `${i + 1}) ${truncate(tender.title, SMS_TITLE_LENGTH)}`);
    const head =
      job.kind === "digest"
        ? i18n._(
            msg`${plural(total, { one: "TenderLink: # new tender.", other: "TenderLink: # new tenders." })}`,
          )
        : i18n._(msg`TenderLink: ${subject}.`);
    return { subject, text: [head, ...top, `${app}/alerts`].join(" ") };
  }
  const list = entries(context);
  const more = seeAll(context);
  const textLines = [intro(context), ""];
  list.forEach((entry, i) => {
    textLines.push(
      `${i + 1}. ${entry.title}`,
      ...entry.lines.map((line) => `   ${line}`),
      `   ${entry.url}`,
      "",
    );
  });
  const manage = i18n._(msg`Manage alerts`);
  const unsubscribeText = i18n._(msg`Unsubscribe from e-mail alerts`);
  if (more) textLines.push(`${more.text}: ${more.url}`, "");
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a translated label and a URL
  textLines.push(`${manage}: ${app}/alerts`);
  if (job.channel !== "email") return { subject, text: textLines.join("\n") };

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
