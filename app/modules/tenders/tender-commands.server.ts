import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  enqueueDocumentText,
  enqueueTenderChanged,
  transactionDb,
} from "~/modules/alerts/alerts-queue.server";
import { refreshDocumentVector } from "~/modules/document-text/document-text.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import type { CurrentUser } from "~/server/request-context";
import { documentStorage, type DocumentStorage } from "~/server/storage.server";
import { prepareDescription } from "./description-html.server";
import { COUNT_MESSAGE, MAX_DOCUMENTS_PER_TENDER } from "./document-rules";
import { removeStoredFiles, type StoredDocument } from "./document-upload.server";
import { refuseUnconfirmedDuplicate } from "./duplicate-tenders.server";
import { eatDayNumber } from "./tender-dates";
import { announceIfDue, publicationDate } from "./tender-publication.server";
import { withdrawChannelPost } from "~/modules/telegram/channel-posts.server";
import { TenderDocument } from "./tender-document.entity";
import { Tender } from "./tender.entity";
import type { TenderInput } from "./tender.schema";
import { ValidationError } from "./validation-error";

type Actor = CurrentUser;
type Publisher = { publishedBy?: { id: number } | null };

/** Edit: the tender's publisher or a superadmin (docs/security.md). */
export function canEditTender(actor: Actor, tender: Publisher): boolean {
  return actor.role === "superadmin" || tender.publishedBy?.id === actor.id;
}

/** Delete: superadmin only (docs/security.md). */
export function canDeleteTender(actor: Actor): boolean {
  return actor.role === "superadmin";
}

export interface CreateTenderInput extends TenderInput {
  documents?: StoredDocument[];
}

export interface UpdateTenderInput extends TenderInput {
  id: number;
  documents?: StoredDocument[];
}

/** Subcategories are kept only under a chosen category: a forged or stale form may send others. */
async function resolveRelations(em: EntityManager, input: TenderInput) {
  const [language, source, region] = await Promise.all([
    em.findOne(Language, { id: input.tenderLanguageId }),
    em.findOne(Source, { id: input.tenderSourceId }),
    em.findOne(Region, { id: input.tenderRegionId }),
  ]);
  const fieldErrors: Record<string, string[]> = {};
  if (!language) fieldErrors.tenderLanguageId = [sourceText(msg`Choose a language from the list`)];
  if (!source) fieldErrors.tenderSourceId = [sourceText(msg`Choose a source from the list`)];
  if (!region) fieldErrors.tenderRegionId = [sourceText(msg`Choose a region from the list`)];
  if (!language || !source || !region) throw new ValidationError(fieldErrors);

  const categories = input.categories.length
    ? await em.find(Category, { id: { $in: input.categories } })
    : [];
  const categoryIds = categories.map((category) => category.id);
  const subcategories =
    input.subcategories.length && categoryIds.length
      ? await em.find(Subcategory, {
          id: { $in: input.subcategories },
          category: { $in: categoryIds },
        })
      : [];
  return { language, source, region, categories, subcategories };
}

export const OPENING_BEFORE_CLOSING = sourceText(
  msg`The opening date cannot be before the closing date: bids are opened at or after closing.`,
);

/** The opening date's error when bids would be opened before they close, else none. */
export function dateOrderErrors({
  closingDate,
  openingDate,
}: Pick<TenderInput, "closingDate" | "openingDate">): { openingDate?: string[] } {
  return openingDate && closingDate && openingDate < closingDate
    ? { openingDate: [OPENING_BEFORE_CLOSING] }
    : {};
}

export function checkDateOrder(input: TenderInput) {
  const errors = dateOrderErrors(input);
  if (errors.openingDate) throw new ValidationError(errors);
}

export function tenderFields(input: TenderInput) {
  return {
    title: input.title.trim(),
    snippet: input.snippet.trim(),
    organisation: input.organisation?.trim() || null,
    description: prepareDescription(input.description),
    closingDate: input.closingDate ?? null,
    openingDate: input.openingDate ?? null,
    documentPrice: input.documentPrice ?? null,
    bidBond: input.bidBond ?? null,
  };
}

function attachDocuments(em: EntityManager, tender: Tender, documents: StoredDocument[]) {
  for (const document of documents) em.create(TenderDocument, { ...document, tender });
}

/**
 * The alerts job is queued in the same transaction: a public tender is never stored without it
 * (docs/decisions/017-drafts-and-scheduled-publishing.md).
 */
export async function createTender(
  em: EntityManager,
  actor: Actor,
  input: CreateTenderInput,
): Promise<{ id: number }> {
  checkDateOrder(input);
  const publishedAt = publicationDate(input.publication, input, new Date());
  const documents = input.documents ?? [];
  if (documents.length > MAX_DOCUMENTS_PER_TENDER) {
    throw new ValidationError({ documentPath: [COUNT_MESSAGE] }, COUNT_MESSAGE);
  }
  return em.transactional(async (tx) => {
    const relations = await resolveRelations(tx, input);
    await refuseUnconfirmedDuplicate(tx, { ...input, confirmed: input.confirmDuplicate });
    const tender = tx.create(Tender, {
      ...tenderFields(input),
      publishedAt,
      language: relations.language,
      source: relations.source,
      region: relations.region,
      publishedBy: actor.id,
    });
    tender.categories.set(relations.categories);
    tender.subcategories.set(relations.subcategories);
    attachDocuments(tx, tender, documents);
    await tx.flush();
    recordAudit(
      tx,
      actor,
      "create",
      "tender",
      tender.id,
      auditCreateSummary(tender.title, documents),
    );
    await announceIfDue(tx, tender.id);
    return { id: tender.id };
  });
}

/** publishedAt is fixed once public; removed files are deleted only after the commit. */
export async function updateTender(
  em: EntityManager,
  actor: Actor,
  input: UpdateTenderInput,
  storage: DocumentStorage = documentStorage(),
): Promise<{ id: number }> {
  checkDateOrder(input);
  const removedKeys: string[] = [];
  await em.transactional(async (tx) => {
    // Lock the tender row first, in the document-text worker's order, so the two never deadlock.
    await tx.execute("select id from tenders where id = ? for no key update", [input.id]);
    const tender = await tx.findOne(Tender, { id: input.id }, { populate: ["documents"] });
    if (!tender) throw new NotFoundError(sourceText(msg`This tender no longer exists.`));
    if (!canEditTender(actor, tender)) {
      throw new ForbiddenError(sourceText(msg`You can only edit tenders you published.`));
    }
    const removeIds = new Set(input.removeDocuments);
    const removed = tender.documents.getItems().filter((document) => removeIds.has(document.id));
    const added = input.documents ?? [];
    if (tender.documents.length - removed.length + added.length > MAX_DOCUMENTS_PER_TENDER) {
      throw new ValidationError({ documentPath: [COUNT_MESSAGE] }, COUNT_MESSAGE);
    }
    const relations = await resolveRelations(tx, input);
    const fields = tenderFields(input);
    const changed = changedFields(tender, fields);
    // A tender once saved anyway is not questioned again at every later edit.
    if (changesIdentity(tender, fields)) {
      await refuseUnconfirmedDuplicate(tx, {
        ...fields,
        excludeId: tender.id,
        confirmed: input.confirmDuplicate,
      });
    }
    const changeNotices = changed.filter((label) => label.endsWith(" date"));
    if (added.length) changeNotices.push("new documents");
    const announced = tender.announcedAt != null;
    const publication =
      !announced && input.publication
        ? { publishedAt: publicationDate(input.publication, input, new Date()) }
        : {};
    tx.assign(tender, {
      ...fields,
      ...publication,
      language: relations.language,
      source: relations.source,
      region: relations.region,
    });
    tender.categories.set(relations.categories);
    tender.subcategories.set(relations.subcategories);
    for (const document of removed) {
      removedKeys.push(document.storageKey);
      tx.remove(document);
    }
    attachDocuments(tx, tender, added);
    recordAudit(
      tx,
      actor,
      "update",
      "tender",
      tender.id,
      auditUpdateSummary(changed, added, removed),
    );
    if (announced && changeNotices.length) {
      await enqueueTenderChanged(tx, tender.id, changeNotices);
    }
    if (!announced && input.publication) await announceIfDue(tx, tender.id);
    if (added.length) await enqueueDocumentText(tx, tender.id);
    if (removed.length) {
      // In this transaction: search stops finding a removed document's words with the change.
      await tx.flush();
      await refreshDocumentVector(transactionDb(tx), tender.id);
    }
  });
  await removeStoredFiles(storage, removedKeys);
  return { id: input.id };
}

/** Public at this instant, never under an earlier date, so the next digest still finds it. */
export async function publishTenderNow(
  em: EntityManager,
  actor: Actor,
  input: { id: number },
): Promise<{ id: number; published: boolean }> {
  return em.transactional(async (tx) => {
    const tender = await tx.findOne(
      Tender,
      { id: input.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!tender) throw new NotFoundError(sourceText(msg`This tender no longer exists.`));
    if (!canEditTender(actor, tender)) {
      throw new ForbiddenError(sourceText(msg`You can only publish tenders you published.`));
    }
    if (tender.announcedAt) return { id: tender.id, published: false };
    tender.publishedAt = new Date();
    recordAudit(tx, actor, "update", "tender", tender.id, "Published now");
    return { id: tender.id, published: await announceIfDue(tx, tender.id) };
  });
}

/** Dependent rows go by ON DELETE CASCADE; stored files are removed after commit. */
export async function deleteTender(
  em: EntityManager,
  actor: Actor,
  input: { id: number },
  storage: DocumentStorage = documentStorage(),
): Promise<void> {
  if (!canDeleteTender(actor))
    throw new ForbiddenError(sourceText(msg`Only a superadmin can delete tenders.`));
  const keys = await em.transactional(async (tx) => {
    const tender = await tx.findOne(Tender, { id: input.id }, { populate: ["documents"] });
    if (!tender) throw new NotFoundError(sourceText(msg`This tender no longer exists.`));
    const storageKeys = tender.documents.getItems().map((document) => document.storageKey);
    recordAudit(tx, actor, "delete", "tender", tender.id, `Deleted "${tender.title}"`);
    await withdrawChannelPost(tx, tender.id, "deleted");
    await tx.nativeDelete(Tender, { id: tender.id });
    return storageKeys;
  });
  em.clear();
  await removeStoredFiles(storage, keys);
}

function auditCreateSummary(title: string, documents: StoredDocument[]): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- audit log text
  const files = documents.length ? ` with ${documents.length} document(s)` : "";
  // eslint-disable-next-line lingui/no-unlocalized-strings -- audit log text
  return `Created "${title}"${files}`;
}

const FIELD_LABELS: Record<string, string> = {
  title: "title",
  snippet: "snippet",
  organisation: "organisation",
  description: "description",
  closingDate: "closing date",
  openingDate: "opening date",
  documentPrice: "document price",
  bidBond: "bid bond",
};

const addisDay = (date: Date | null | undefined) => (date ? eatDayNumber(date) : null);

function changesIdentity(tender: Tender, fields: ReturnType<typeof tenderFields>): boolean {
  return (
    tender.title !== fields.title ||
    (tender.organisation ?? "").toLowerCase() !== (fields.organisation ?? "").toLowerCase() ||
    addisDay(tender.closingDate) !== addisDay(fields.closingDate)
  );
}

function changedFields(tender: Tender, fields: ReturnType<typeof tenderFields>): string[] {
  return Object.entries(fields)
    .filter(([key, value]) => {
      const current = tender[key as keyof typeof fields];
      const normalize = (item: unknown) => (item instanceof Date ? item.getTime() : item);
      return normalize(current) !== normalize(value);
    })
    .map(([key]) => FIELD_LABELS[key] ?? key);
}

function auditUpdateSummary(
  changed: string[],
  added: StoredDocument[],
  removed: TenderDocument[],
): string {
  const parts = [];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the audit log stays English
  if (changed.length) parts.push(`Changed ${changed.join(", ")}`);
  if (added.length) parts.push(`added ${added.map((document) => document.fileName).join(", ")}`);
  if (removed.length) {
    parts.push(`removed ${removed.map((document) => document.fileName).join(", ")}`);
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- audit log text
  return parts.length ? parts.join("; ") : "Saved without changes";
}
