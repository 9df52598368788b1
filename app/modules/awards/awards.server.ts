import { msg } from "@lingui/core/macro";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { enqueueDocumentText } from "~/modules/alerts/alerts-queue.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { DomainError, NotFoundError } from "~/modules/domain-errors";
import { withdrawChannelPost } from "~/modules/telegram/channel-posts.server";
import { COUNT_MESSAGE, MAX_DOCUMENTS_PER_TENDER } from "~/modules/tenders/document-rules";
import type { StoredDocument } from "~/modules/tenders/document-upload.server";
import { publicationState } from "~/modules/tenders/publication-state";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { ValidationError } from "~/modules/tenders/validation-error";
import type { CurrentUser } from "~/server/request-context";
import type { AwardInput, FailureInput } from "./award.schema";
import { findOrCreateSupplier } from "./suppliers.server";

/** A rule of outcomes refused the change (409: the tender's state, not the input, is wrong). */
export class OutcomeRuleError extends DomainError {
  readonly status = 409;
}

/** The lot has its award; `lot` lets a page show that award beside the warning. */
export class LotAlreadyAwardedError extends DomainError {
  readonly status = 409;
  override readonly fieldErrors: Record<string, string[]>;
  constructor(readonly lot: number) {
    super(LOT_AWARDED);
    this.fieldErrors = { lot: [LOT_AWARDED] };
  }
}

const LOT_AWARDED = sourceText(
  msg`This lot is already awarded: a lot is awarded once. Edit its award, or choose another lot.`,
);
const NOT_PUBLISHED = sourceText(
  msg`Only a published tender can have an outcome: publish it first.`,
);
const CANCELLED_NO_AWARD = sourceText(
  msg`This tender was cancelled, and a cancelled tender has no award. Clear the outcome first.`,
);
const FAILED_NO_AWARD = sourceText(
  msg`This tender is marked failed, so it has no award. Clear the outcome first.`,
);
const AWARDED_CANNOT_END = sourceText(
  msg`This tender has awards: remove them first, as a cancelled or failed tender has no award.`,
);
const AWARDED_NOT_CLEARED = sourceText(
  msg`An awarded tender's outcome is its awards: remove them to make it pending again.`,
);
const AWARD_NOT_FOUND = sourceText(msg`This award no longer exists.`);
const TENDER_NOT_FOUND = sourceText(msg`This tender no longer exists.`);

const LOT_CONSTRAINT = "awards_tender_lot_unique";

type OutcomeStatus = "awarded" | "cancelled" | "failed";

export interface AwardWrite extends AwardInput {
  /** A notice uploaded with the award: it becomes one of the tender's documents. */
  document?: StoredDocument;
}

/**
 * Every change of a tender's outcome starts here: the tender's row is locked (in the document
 * worker's order, as a tender edit does), so two admins changing one tender's outcome take
 * turns and each sees what the other saved.
 */
async function lockTender(tx: EntityManager, tenderId: number, now = new Date()) {
  const [tender] = await tx.execute<{ id: number; title: string; published_at: Date | null }[]>(
    "select id, title, published_at from tenders where id = ? for no key update",
    [tenderId],
  );
  if (!tender) throw new NotFoundError(TENDER_NOT_FOUND);
  if (publicationState(tender.published_at, now) !== "published") {
    throw new OutcomeRuleError(NOT_PUBLISHED);
  }
  const [outcome] = await tx.execute<{ status: OutcomeStatus }[]>(
    "select status from tender_outcomes where tender_id = ?",
    [tenderId],
  );
  return { title: tender.title, status: outcome?.status ?? null };
}

async function awardCount(tx: EntityManager, tenderId: number): Promise<number> {
  const [row] = await tx.execute<{ count: string }[]>(
    "select count(*) from awards where tender_id = ?",
    [tenderId],
  );
  return Number(row?.count ?? 0);
}

/** The notice: a new upload (counted against the tender's documents) or one it already has. */
async function noticeDocumentFor(
  tx: EntityManager,
  tenderId: number,
  input: AwardWrite,
): Promise<number | null> {
  if (input.document) {
    const [row] = await tx.execute<{ count: string }[]>(
      "select count(*) from tender_documents where tender_id = ?",
      [tenderId],
    );
    if (Number(row?.count ?? 0) >= MAX_DOCUMENTS_PER_TENDER) {
      throw new ValidationError({ documentPath: [COUNT_MESSAGE] }, COUNT_MESSAGE);
    }
    const document = tx.create(TenderDocument, { ...input.document, tender: tenderId });
    await tx.flush();
    await enqueueDocumentText(tx, tenderId);
    return document.id;
  }
  if (input.noticeDocumentId === undefined) return null;
  const [found] = await tx.execute<{ id: number }[]>(
    "select id from tender_documents where id = ? and tender_id = ?",
    [input.noticeDocumentId, tenderId],
  );
  if (!found) {
    const message = sourceText(msg`Choose one of the tender's documents.`);
    throw new ValidationError({ noticeDocumentId: [message] }, message);
  }
  return found.id;
}

/** The database's answer to two saves of one lot at the same moment, as the rule's own error. */
async function lotOnce<T>(lot: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      if (String(error.message).includes(LOT_CONSTRAINT)) throw new LotAlreadyAwardedError(lot);
    }
    throw error;
  }
}

const formatAmount = (input: { amount: string; currency: string }) =>
  `${input.currency} ${input.amount}`;

/**
 * Records the award of one lot; the tender's outcome becomes "awarded". A lot already awarded is
 * refused (LotAlreadyAwardedError) unless `replaceExisting` asks to replace that award.
 */
export async function recordAward(
  em: EntityManager,
  actor: CurrentUser,
  tenderId: number,
  input: AwardWrite,
): Promise<{ id: number }> {
  return lotOnce(input.lot, () =>
    em.transactional(async (tx) => {
      const tender = await lockTender(tx, tenderId);
      if (tender.status === "cancelled") throw new OutcomeRuleError(CANCELLED_NO_AWARD);
      if (tender.status === "failed") throw new OutcomeRuleError(FAILED_NO_AWARD);
      const [existing] = await tx.execute<{ id: number }[]>(
        "select id from awards where tender_id = ? and lot = ?",
        [tenderId, input.lot],
      );
      if (existing && !input.replaceExisting) throw new LotAlreadyAwardedError(input.lot);
      const values = await awardValues(tx, tenderId, input);
      let id: number;
      if (existing) {
        await tx.execute(
          `update awards set supplier_id = ?, amount = ?, currency = ?, awarded_on = ?, note = ?,
                  notice_document_id = ?, recorded_by_id = ?, updated_at = now() where id = ?`,
          [...values, actor.id, existing.id],
        );
        id = existing.id;
      } else {
        const [row] = await tx.execute<{ id: number }[]>(
          `insert into awards (tender_id, lot, supplier_id, amount, currency, awarded_on, note,
                               notice_document_id, recorded_by_id)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
          [tenderId, input.lot, ...values, actor.id],
        );
        id = row!.id;
      }
      await tx.execute(
        `insert into tender_outcomes (tender_id, status, recorded_by_id) values (?, 'awarded', ?)
         on conflict (tender_id) do update set recorded_by_id = excluded.recorded_by_id,
                                               updated_at = now()`,
        [tenderId, actor.id],
      );
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the audit log stays English
      const verb = existing ? "Replaced the award of" : "Awarded";
      recordAudit(
        tx,
        actor,
        "update",
        "tender",
        tenderId,
        `${verb} lot ${input.lot} to "${input.supplier}" for ${formatAmount(input)} on ${input.awardedOn}`,
      );
      return { id };
    }),
  );
}

/** Supplier, amount, currency, day, note and notice, in the awards table's column order. */
async function awardValues(tx: EntityManager, tenderId: number, input: AwardWrite) {
  const supplier = await findOrCreateSupplier(tx, input.supplier);
  const notice = await noticeDocumentFor(tx, tenderId, input);
  return [
    supplier.id,
    input.amount,
    input.currency,
    input.awardedOn,
    input.note || null,
    notice,
  ] as const;
}

/** Changes an award, its lot too (refused when that lot has another award). */
export async function updateAward(
  em: EntityManager,
  actor: CurrentUser,
  tenderId: number,
  awardId: number,
  input: AwardWrite,
): Promise<{ id: number }> {
  return lotOnce(input.lot, () =>
    em.transactional(async (tx) => {
      await lockTender(tx, tenderId);
      const [award] = await tx.execute<{ id: number; lot: number }[]>(
        "select id, lot from awards where id = ? and tender_id = ?",
        [awardId, tenderId],
      );
      if (!award) throw new NotFoundError(AWARD_NOT_FOUND);
      const [other] = await tx.execute<{ id: number }[]>(
        "select id from awards where tender_id = ? and lot = ? and id <> ?",
        [tenderId, input.lot, awardId],
      );
      if (other) throw new LotAlreadyAwardedError(input.lot);
      const values = await awardValues(tx, tenderId, input);
      await tx.execute(
        `update awards set supplier_id = ?, amount = ?, currency = ?, awarded_on = ?, note = ?,
                notice_document_id = ?, lot = ?, recorded_by_id = ?, updated_at = now()
          where id = ?`,
        [...values, input.lot, actor.id, awardId],
      );
      await tx.execute("update tender_outcomes set updated_at = now() where tender_id = ?", [
        tenderId,
      ]);
      recordAudit(
        tx,
        actor,
        "update",
        "tender",
        tenderId,
        `Changed the award of lot ${input.lot}: "${input.supplier}", ${formatAmount(input)}, ${input.awardedOn}`,
      );
      return { id: awardId };
    }),
  );
}

/** The last award removed makes the tender pending again. Its notice stays a tender document. */
export async function removeAward(
  em: EntityManager,
  actor: CurrentUser,
  tenderId: number,
  awardId: number,
): Promise<void> {
  await em.transactional(async (tx) => {
    await lockTender(tx, tenderId);
    const [removed] = await tx.execute<{ lot: number }[]>(
      "delete from awards where id = ? and tender_id = ? returning lot",
      [awardId, tenderId],
    );
    if (!removed) throw new NotFoundError(AWARD_NOT_FOUND);
    if ((await awardCount(tx, tenderId)) === 0) {
      await tx.execute("delete from tender_outcomes where tender_id = ?", [tenderId]);
    }
    recordAudit(tx, actor, "update", "tender", tenderId, `Removed the award of lot ${removed.lot}`);
  });
}

/** A tender with awards is not cancelled; its Telegram channel post is edited to say it was. */
export async function cancelTender(
  em: EntityManager,
  actor: CurrentUser,
  tenderId: number,
  input: { reason: string },
): Promise<void> {
  await em.transactional(async (tx) => {
    await endWithoutAward(tx, tenderId, "cancelled", input.reason, null, actor);
    await withdrawChannelPost(tx, tenderId, "cancelled");
    recordAudit(tx, actor, "update", "tender", tenderId, `Cancelled: ${input.reason}`);
  });
}

/** Failed (no award); the tender that re-advertised it, if named, exists and is another one. */
export async function markTenderFailed(
  em: EntityManager,
  actor: CurrentUser,
  tenderId: number,
  input: FailureInput,
): Promise<void> {
  const readvertised = input.readvertisedTenderId ?? null;
  if (readvertised === tenderId) {
    const message = sourceText(msg`A tender cannot be its own re-advertisement.`);
    throw new ValidationError({ readvertisedTenderId: [message] }, message);
  }
  await em.transactional(async (tx) => {
    if (readvertised !== null) {
      const [found] = await tx.execute<{ id: number }[]>("select id from tenders where id = ?", [
        readvertised,
      ]);
      if (!found) {
        const message = sourceText(msg`No tender has this number.`);
        throw new ValidationError({ readvertisedTenderId: [message] }, message);
      }
    }
    await endWithoutAward(tx, tenderId, "failed", input.reason, readvertised, actor);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the audit log stays English
    const again = readvertised === null ? "" : ` (re-advertised as #${readvertised})`;
    recordAudit(tx, actor, "update", "tender", tenderId, `Failed${again}: ${input.reason}`);
  });
}

async function endWithoutAward(
  tx: EntityManager,
  tenderId: number,
  status: "cancelled" | "failed",
  reason: string,
  readvertised: number | null,
  actor: CurrentUser,
): Promise<void> {
  await lockTender(tx, tenderId);
  if ((await awardCount(tx, tenderId)) > 0) throw new OutcomeRuleError(AWARDED_CANNOT_END);
  await tx.execute(
    `insert into tender_outcomes (tender_id, status, reason, readvertised_tender_id, recorded_by_id)
     values (?, ?, ?, ?, ?)
     on conflict (tender_id) do update set status = excluded.status, reason = excluded.reason,
       readvertised_tender_id = excluded.readvertised_tender_id,
       recorded_by_id = excluded.recorded_by_id, updated_at = now()`,
    [tenderId, status, reason, readvertised, actor.id],
  );
}

/** A cancelled or failed tender becomes pending again; nothing to clear is no error. */
export async function clearOutcome(
  em: EntityManager,
  actor: CurrentUser,
  tenderId: number,
): Promise<void> {
  await em.transactional(async (tx) => {
    const { status } = await lockTender(tx, tenderId);
    if (status === null) return;
    if (status === "awarded") throw new OutcomeRuleError(AWARDED_NOT_CLEARED);
    await tx.execute("delete from tender_outcomes where tender_id = ?", [tenderId]);
    recordAudit(tx, actor, "update", "tender", tenderId, `Cleared the outcome (was ${status})`);
  });
}
