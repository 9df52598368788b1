import type { AlertChannelKind } from "./alert-profile.entity";
import type { MatchReason } from "./alert-matching.server";

/** pg-boss queue names. */
export const QUEUES = {
  digest: "alerts-digest",
  digestPart: "alerts-digest-part",
  reminders: "alerts-reminders",
  published: "tender-published",
  changed: "tender-changed",
  send: "alert-send",
  /** Not alerts, but the same worker runs it: hourly purge of expired rows (housekeeping). */
  housekeeping: "housekeeping",
  /** Not alerts either: reading the text of a tender's new documents (document-text module). */
  documentText: "document-text",
  /** Every minute: announce the scheduled tenders whose time has come (tender-publication). */
  publication: "tender-publication",
  /** Every minute: queue the notices of outcomes recorded since (outcome-notices). */
  outcomes: "tender-outcomes",
} as const;

/** The daily digest is built in this many parts (by user id), run in parallel by the workers. */
export const DIGEST_PARTS = 4;

export interface DigestPartJob {
  /** The run's instant (ms): every part uses the same window end and message keys. */
  now: number;
  index: number;
  count: number;
}

/** Tries per message: the delivery rows stop being sent after this many attempts. */
export const MAX_SEND_ATTEMPTS = 5;

type MessageKind = "digest" | "immediate" | "deadline" | "change" | "award" | "cancellation";

/**
 * One message to one user on one channel: the job data of the `alert-send` queue. The delivery
 * rows sharing `messageKey` are the ledger (which tenders, sent or not); the job carries what
 * only the build knew: why each tender matched and how many matched in all.
 */
export interface SendJob {
  messageKey: string;
  kind: MessageKind;
  userId: number;
  channel: AlertChannelKind;
  items: { tenderId: number; why: MatchReason[] }[];
  /** Digest: all matching tenders (the message lists at most DIGEST_MAX_ITEMS). */
  total?: number;
  /** Digest: one profile id when a single profile matched (its search is the "see all" link), else two. */
  profileIds?: number[];
  /** Change notice: what changed ("closing date", "new documents"). */
  changes?: string[];
}

export interface TenderChangedJob {
  tenderId: number;
  /** The edit's instant (ms): `change:<version>` makes a retried job create no second notice. */
  version: number;
  changes: string[];
}
