import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { EntityManager } from "@mikro-orm/postgresql";
import { listAudit } from "~/modules/audit/audit.server";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { containsPattern } from "~/modules/like-pattern";
import type { CurrentUser } from "~/server/request-context";
import { ADMIN_PAGE_SIZE, pageInfo } from "~/ui/paging";
import { canDeleteTender, canEditTender } from "./tender-commands.server";
import { toEatInputValue } from "./tender-dates";
import { publicationState, type PublicationState } from "./publication-state";
import { Tender } from "./tender.entity";

/** The publication states as conditions on published_at at `now` (docs/decisions/017). */
function publicationWhere(state: PublicationState | undefined, now: Date) {
  if (state === "draft") return { publishedAt: null };
  if (state === "scheduled") return { publishedAt: { $gt: now } };
  if (state === "published") return { publishedAt: { $lte: now } };
  return {};
}

/**
 * The admin tender table: newest first, 5 a page, title search, a publication state filter,
 * each row's state and what this admin may do with it (publishing a draft or a scheduled tender
 * follows the edit rule).
 */
export async function listAdminTenders(
  em: EntityManager,
  actor: CurrentUser,
  options: { search?: string; page: number; publication?: PublicationState },
  now = new Date(),
) {
  const search = options.search?.trim() ?? "";
  const where = {
    ...(search ? { title: { $ilike: containsPattern(search) } } : {}),
    ...publicationWhere(options.publication, now),
  };
  const total = await em.count(Tender, where);
  const info = pageInfo(options.page, total);
  const rows = await em.find(Tender, where, {
    orderBy: { createdAt: "desc", id: "desc" },
    limit: ADMIN_PAGE_SIZE,
    offset: (info.page - 1) * ADMIN_PAGE_SIZE,
    fields: ["id", "title", "publishedBy", "publishedAt", "announcedAt"],
  });
  return {
    ...info,
    search,
    publication: options.publication ?? null,
    tenders: rows.map((tender) => {
      const canEdit = canEditTender(actor, tender);
      return {
        id: tender.id,
        title: tender.title,
        publication: publicationState(tender.publishedAt, now),
        publishedAt: tender.publishedAt?.toISOString() ?? null,
        canEdit,
        canPublish: canEdit && !tender.announcedAt,
        canDelete: canDeleteTender(actor),
      };
    }),
  };
}

/** Choices for the tender form's selects, as plain data. */
export async function tenderFormOptions(em: EntityManager) {
  const [categories, languages, sources, regions] = await Promise.all([
    em.find(Category, {}, { populate: ["subcategories"], orderBy: { name: "asc" } }),
    em.find(Language, {}, { orderBy: { name: "asc" } }),
    em.find(Source, {}, { orderBy: { name: "asc" } }),
    em.find(Region, {}, { orderBy: { name: "asc" } }),
  ]);
  const named = (items: { id: number; name: string; nameAm?: string | null }[]) =>
    items.map((item) => ({ id: item.id, name: item.name, nameAm: item.nameAm ?? null }));
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      nameAm: category.nameAm ?? null,
      subcategories: named(
        category.subcategories.getItems().sort((a, b) => a.name.localeCompare(b.name)),
      ),
    })),
    languages: named(languages),
    sources: named(sources),
    regions: named(regions),
  };
}
export type TenderFormOptions = Awaited<ReturnType<typeof tenderFormOptions>>;

/**
 * A tender as the edit form shows it (string values for the inputs, dates in Addis Ababa time),
 * its documents and its history. Only its publisher or a superadmin may open it.
 */
export async function tenderForEdit(
  em: EntityManager,
  actor: CurrentUser,
  id: number,
  now = new Date(),
) {
  const tender = await em.findOne(
    Tender,
    { id },
    { populate: ["categories", "subcategories", "documents"] },
  );
  if (!tender) throw new NotFoundError(sourceText(msg`This tender no longer exists.`));
  if (!canEditTender(actor, tender)) {
    throw new ForbiddenError(sourceText(msg`You can only edit tenders you published.`));
  }
  // Not yet announced: the form offers to keep it a draft, reschedule it or publish it now.
  const publication = tender.announcedAt ? "published" : publicationState(tender.publishedAt, now);
  return {
    id: tender.id,
    values: {
      ...copiedValues(tender),
      closingDate: toEatInputValue(tender.closingDate),
      openingDate: toEatInputValue(tender.openingDate),
      ...(publication === "draft" ? { publication: "draft" } : {}),
      ...(publication === "scheduled"
        ? { publication: "schedule", scheduledAt: toEatInputValue(tender.publishedAt) }
        : {}),
    },
    publication,
    publishedAt: tender.publishedAt?.toISOString() ?? null,
    documents: tender.documents
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((document) => ({ id: document.id, fileName: document.fileName, size: document.size })),
    history: await listAudit(em, "tender", tender.id),
  };
}

/**
 * What a new tender copied from this one starts with (an amendment, a re-advertisement): its
 * text, organisation, catalogue choices and prices as the form's strings; never its dates or
 * documents, which belong to the notice they came with.
 */
function copiedValues(tender: Tender) {
  const ids = (items: { id: number }[]) => items.map((item) => String(item.id));
  const optional = (value: number | null | undefined) => (value == null ? "" : String(value));
  return {
    title: tender.title,
    snippet: tender.snippet,
    organisation: tender.organisation ?? "",
    description: tender.description,
    categories: ids(tender.categories.getItems()),
    subcategories: ids(tender.subcategories.getItems()),
    tenderLanguageId: optional(tender.language?.id),
    tenderSourceId: optional(tender.source?.id),
    tenderRegionId: optional(tender.region?.id),
    documentPrice: optional(tender.documentPrice),
    bidBond: optional(tender.bidBond),
  };
}

/**
 * The create form's starting values copied from tender `id`. Any admin may copy any tender:
 * every signed-in user reads all of it anyway, and the copy is a new tender of its own.
 */
export async function tenderForCopy(em: EntityManager, id: number) {
  const tender = await em.findOne(Tender, { id }, { populate: ["categories", "subcategories"] });
  if (!tender) throw new NotFoundError(sourceText(msg`This tender no longer exists.`));
  return { id: tender.id, title: tender.title, values: copiedValues(tender) };
}

/** What the delete confirmation page names; superadmin only, like the delete itself. */
export async function tenderForDelete(em: EntityManager, actor: CurrentUser, id: number) {
  if (!canDeleteTender(actor))
    throw new ForbiddenError(sourceText(msg`Only a superadmin can delete tenders.`));
  const tender = await em.findOne(Tender, { id }, { fields: ["id", "title"] });
  if (!tender) throw new NotFoundError(sourceText(msg`This tender no longer exists.`));
  return { id: tender.id, title: tender.title };
}
