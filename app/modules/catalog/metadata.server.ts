import { msg } from "@lingui/core/macro";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recordAudit } from "~/modules/audit/audit.server";
import { sourceText } from "~/i18n/source-text";
import { parseId } from "~/modules/ids";
import { DuplicateNameError, NotFoundError, requireName } from "~/modules/domain-errors";
import type { CurrentUser } from "~/server/request-context";
import { ADMIN_PAGE_SIZE, pageInfo } from "~/ui/paging";
import { METADATA_NAME_REQUIRED, parseMetadataKind, type MetadataKind } from "./catalog.schema";
import { Language, Region, Source } from "./metadata.entity";
import { amharicChange, amharicInput, lowerName, named } from "./name-order";

const ENTITIES = { languages: Language, regions: Region, sources: Source } as const;
/* eslint-disable lingui/no-unlocalized-strings -- the audit log's entity names, as code names them */
const ENTITY_TYPES: Record<MetadataKind, string> = {
  languages: "Language",
  regions: "Region",
  sources: "Source",
};
/* eslint-enable lingui/no-unlocalized-strings */
const SINGULAR: Record<MetadataKind, string> = {
  languages: "language",
  regions: "region",
  sources: "source",
};
// One whole sentence per kind, so each is translated as a sentence.
const DUPLICATE: Record<MetadataKind, string> = {
  languages: sourceText(msg`This language already exists.`),
  regions: sourceText(msg`This region already exists.`),
  sources: sourceText(msg`This source already exists.`),
};

const NOT_FOUND: Record<MetadataKind, string> = {
  languages: sourceText(msg`Language not found`),
  regions: sourceText(msg`Region not found`),
  sources: sourceText(msg`Source not found`),
};

function entityFor(kind: MetadataKind): typeof Language {
  return ENTITIES[kind] as typeof Language;
}

export async function listMetadataPage(
  em: EntityManager,
  kind: MetadataKind,
  requested: number,
  pageSize = ADMIN_PAGE_SIZE,
) {
  const entity = entityFor(kind);
  const info = pageInfo(requested, await em.count(entity), pageSize);
  const rows = await em.find(
    entity,
    {},
    {
      fields: ["id", "name", "nameAm"],
      orderBy: [{ [lowerName()]: "asc" }, { id: "asc" }],
      limit: pageSize,
      offset: (info.page - 1) * pageSize,
    },
  );
  return { ...info, items: rows.map(named) };
}

export type AddMetadataResult =
  { added: false } | { added: true; id: number; name: string; nameAm: string | null };

/** A blank name is ignored, not an error. */
export async function addMetadataItem(
  em: EntityManager,
  actor: CurrentUser,
  kind: MetadataKind,
  rawName: string | undefined,
  rawNameAm?: string | null,
): Promise<AddMetadataResult> {
  const name = (rawName ?? "").trim();
  if (!name) return { added: false };
  const nameAm = amharicInput(rawNameAm) ?? null;
  const entity = entityFor(kind);
  const duplicate = new DuplicateNameError(DUPLICATE[kind]);
  if ((await em.count(entity, { [lowerName()]: name.toLowerCase() })) > 0) throw duplicate;
  try {
    return await em.transactional(async (tx) => {
      const item = tx.create(entity, { name, nameAm });
      await tx.flush();
      recordAudit(
        tx,
        actor,
        "create",
        ENTITY_TYPES[kind],
        item.id,
        `Added ${SINGULAR[kind]} "${name}"${amharicChange(null, nameAm)}`,
      );
      return { added: true as const, id: item.id, name, nameAm };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw duplicate;
    throw error;
  }
}

export function metadataItemParams(params: { kind?: string; id?: string }) {
  const kind = parseMetadataKind(params.kind);
  if (!kind) throw new NotFoundError(sourceText(msg`Page not found.`));
  const id = parseId(params.id);
  if (id === null) throw new NotFoundError(NOT_FOUND[kind]);
  return { kind, id };
}

export async function getMetadataItem(em: EntityManager, kind: MetadataKind, id: number) {
  const item = await em.findOne(entityFor(kind), { id });
  if (!item) throw new NotFoundError(NOT_FOUND[kind]);
  return named(item);
}

/**
 * Unlike adding, a blank name is refused: a rename has to say what the new name is.
 * `rawNameAm` undefined keeps the Amharic name; blank or null removes it.
 */
export async function renameMetadataItem(
  em: EntityManager,
  actor: CurrentUser,
  kind: MetadataKind,
  id: number,
  rawName: string,
  rawNameAm?: string | null,
) {
  const name = requireName(rawName, METADATA_NAME_REQUIRED);
  const nameAm = amharicInput(rawNameAm);
  const entity = entityFor(kind);
  const duplicate = new DuplicateNameError(DUPLICATE[kind]);
  const taken = await em.count(entity, { [lowerName()]: name.toLowerCase(), id: { $ne: id } });
  if (taken > 0) throw duplicate;
  try {
    return await em.transactional(async (tx) => {
      const item = await tx.findOne(entity, { id });
      if (!item) throw new NotFoundError(NOT_FOUND[kind]);
      const before = item.name;
      const amharic = amharicChange(item.nameAm, nameAm);
      item.name = name;
      if (nameAm !== undefined) item.nameAm = nameAm;
      recordAudit(
        tx,
        actor,
        "update",
        ENTITY_TYPES[kind],
        id,
        `Renamed ${SINGULAR[kind]} "${before}" to "${name}"${amharic}`,
      );
      return named(item);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw duplicate;
    throw error;
  }
}
