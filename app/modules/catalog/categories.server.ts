import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recordAudit } from "~/modules/audit/audit.server";
import {
  DuplicateNameError,
  ForbiddenError,
  NotFoundError,
  requireName,
} from "~/modules/domain-errors";
import type { CurrentUser } from "~/server/request-context";
import { ADMIN_PAGE_SIZE, pageInfo } from "~/ui/paging";
import { CATEGORY_NAME_REQUIRED, SUBCATEGORY_NAME_REQUIRED } from "./catalog.schema";
import { Category } from "./category.entity";
import { amharicChange, amharicInput, lowerName, named } from "./name-order";
import { Subcategory } from "./subcategory.entity";

const DUPLICATE_CATEGORY = sourceText(msg`A category with this name already exists.`);
const SUBCATEGORY_NOT_FOUND = sourceText(msg`Subcategory not found`);
const DUPLICATE_SUBCATEGORY = sourceText(
  msg`This category already has a subcategory with this name.`,
);

export async function listCategoriesPage(em: EntityManager, requestedPage: number) {
  const info = pageInfo(requestedPage, await em.count(Category));
  const rows = await em.find(
    Category,
    {},
    {
      fields: ["id", "name", "nameAm"],
      orderBy: [{ [lowerName()]: "asc" }, { id: "asc" }],
      limit: ADMIN_PAGE_SIZE,
      offset: (info.page - 1) * ADMIN_PAGE_SIZE,
    },
  );
  return { ...info, categories: rows.map(named) };
}

export async function getCategory(em: EntityManager, id: number) {
  const category = await em.findOne(Category, { id });
  if (!category) throw new NotFoundError(sourceText(msg`Category not found.`));
  return named(category);
}

export async function getCategoryDetail(em: EntityManager, id: number) {
  const category = await getCategory(em, id);
  const subcategories = await em.find(
    Subcategory,
    { category: id },
    { orderBy: [{ [lowerName()]: "asc" }, { id: "asc" }], fields: ["id", "name", "nameAm"] },
  );
  return { ...category, subcategories: subcategories.map(named) };
}

async function categoryNameTaken(em: EntityManager, name: string, exceptId?: number) {
  const matches = await em.count(Category, {
    [lowerName()]: name.toLowerCase(),
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  return matches > 0;
}

/** Turns the unique index's refusal (two admins racing for one name) into the pre-check's error. */
async function saveOrDuplicate<T>(
  em: EntityManager,
  duplicateMessage: string,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new DuplicateNameError(duplicateMessage);
    }
    throw error;
  }
}

export async function createCategory(
  em: EntityManager,
  actor: CurrentUser,
  rawName: string,
  rawNameAm?: string | null,
) {
  const name = requireName(rawName, CATEGORY_NAME_REQUIRED);
  const nameAm = amharicInput(rawNameAm) ?? null;
  if (await categoryNameTaken(em, name)) throw new DuplicateNameError(DUPLICATE_CATEGORY);
  return saveOrDuplicate(em, DUPLICATE_CATEGORY, async (tx) => {
    const category = tx.create(Category, { name, nameAm });
    await tx.flush();
    const amharic = amharicChange(null, nameAm);
    recordAudit(
      tx,
      actor,
      "create",
      "Category",
      category.id,
      `Created category "${name}"${amharic}`,
    );
    return { id: category.id, name, nameAm };
  });
}

/** `rawNameAm` undefined keeps the Amharic name; blank or null removes it. */
export async function renameCategory(
  em: EntityManager,
  actor: CurrentUser,
  id: number,
  rawName: string,
  rawNameAm?: string | null,
) {
  const name = requireName(rawName, CATEGORY_NAME_REQUIRED);
  const nameAm = amharicInput(rawNameAm);
  if (await categoryNameTaken(em, name, id)) throw new DuplicateNameError(DUPLICATE_CATEGORY);
  return saveOrDuplicate(em, DUPLICATE_CATEGORY, async (tx) => {
    const category = await tx.findOne(Category, { id });
    if (!category) throw new NotFoundError(sourceText(msg`Category not found.`));
    const before = category.name;
    const amharic = amharicChange(category.nameAm, nameAm);
    category.name = name;
    if (nameAm !== undefined) category.nameAm = nameAm;
    recordAudit(
      tx,
      actor,
      "update",
      "Category",
      id,
      `Renamed category "${before}" to "${name}"${amharic}`,
    );
    return named(category);
  });
}

/** Tenders keep their other categories. */
export async function deleteCategory(em: EntityManager, actor: CurrentUser, id: number) {
  if (actor.role !== "superadmin") {
    throw new ForbiddenError(sourceText(msg`Only a superadmin can delete categories.`));
  }
  await em.transactional(async (tx) => {
    const category = await tx.findOne(Category, { id });
    if (!category) throw new NotFoundError(sourceText(msg`Category not found.`));
    recordAudit(tx, actor, "delete", "Category", id, `Deleted category "${category.name}"`);
    // A native delete lets the database cascade without loading every row.
    await tx.nativeDelete(Category, { id });
  });
}

export async function addSubcategory(
  em: EntityManager,
  actor: CurrentUser,
  categoryId: number,
  rawName: string,
  rawNameAm?: string | null,
) {
  const name = requireName(rawName, SUBCATEGORY_NAME_REQUIRED);
  const nameAm = amharicInput(rawNameAm) ?? null;
  await getCategory(em, categoryId);
  const taken = await em.count(Subcategory, {
    category: categoryId,
    [lowerName()]: name.toLowerCase(),
  });
  if (taken > 0) throw new DuplicateNameError(DUPLICATE_SUBCATEGORY);
  return saveOrDuplicate(em, DUPLICATE_SUBCATEGORY, async (tx) => {
    const subcategory = tx.create(Subcategory, { name, nameAm, category: categoryId });
    await tx.flush();
    recordAudit(
      tx,
      actor,
      "create",
      "Subcategory",
      subcategory.id,
      `Added subcategory "${name}" to category #${categoryId}${amharicChange(null, nameAm)}`,
    );
    return { id: subcategory.id, name, nameAm };
  });
}

export async function getSubcategory(em: EntityManager, categoryId: number, id: number) {
  const subcategory = await em.findOne(Subcategory, { id, category: categoryId });
  if (!subcategory) throw new NotFoundError(SUBCATEGORY_NOT_FOUND);
  return { ...named(subcategory), categoryId };
}

export async function renameSubcategory(
  em: EntityManager,
  actor: CurrentUser,
  categoryId: number,
  id: number,
  rawName: string,
  rawNameAm?: string | null,
) {
  const name = requireName(rawName, SUBCATEGORY_NAME_REQUIRED);
  const nameAm = amharicInput(rawNameAm);
  const taken = await em.count(Subcategory, {
    category: categoryId,
    [lowerName()]: name.toLowerCase(),
    id: { $ne: id },
  });
  if (taken > 0) throw new DuplicateNameError(DUPLICATE_SUBCATEGORY);
  return saveOrDuplicate(em, DUPLICATE_SUBCATEGORY, async (tx) => {
    const subcategory = await tx.findOne(Subcategory, { id, category: categoryId });
    if (!subcategory) throw new NotFoundError(SUBCATEGORY_NOT_FOUND);
    const before = subcategory.name;
    const amharic = amharicChange(subcategory.nameAm, nameAm);
    subcategory.name = name;
    if (nameAm !== undefined) subcategory.nameAm = nameAm;
    recordAudit(
      tx,
      actor,
      "update",
      "Subcategory",
      id,
      `Renamed subcategory "${before}" to "${name}" in category #${categoryId}${amharic}`,
    );
    return named(subcategory);
  });
}
