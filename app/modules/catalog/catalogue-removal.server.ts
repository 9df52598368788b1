import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { recordAudit } from "~/modules/audit/audit.server";
import {
  type CatalogueUsage,
  ForbiddenError,
  InUseError,
  MergeTargetError,
  NotFoundError,
} from "~/modules/domain-errors";
import type { CurrentUser } from "~/server/request-context";
import type { MetadataKind } from "./catalog.schema";

export type RemovableKind = MetadataKind | "subcategories";

interface KindTables {
  entityType: string;
  singular: string;
  tenders: { table: "tenders"; column: string } | { table: string; column: string; pivot: true };
  alertProfiles: { table: string; column: string };
  notFound: string;
  badTarget: string;
}

/* eslint-disable lingui/no-unlocalized-strings -- table, column and audit names as the schema has them */
const KINDS: Record<RemovableKind, KindTables> = {
  languages: {
    entityType: "Language",
    singular: "language",
    tenders: { table: "tenders", column: "language_id" },
    alertProfiles: { table: "alert_profile_languages", column: "language_id" },
    notFound: sourceText(msg`Language not found`),
    badTarget: sourceText(msg`Choose another language to merge it into.`),
  },
  regions: {
    entityType: "Region",
    singular: "region",
    tenders: { table: "tenders", column: "region_id" },
    alertProfiles: { table: "alert_profile_regions", column: "region_id" },
    notFound: sourceText(msg`Region not found`),
    badTarget: sourceText(msg`Choose another region to merge it into.`),
  },
  sources: {
    entityType: "Source",
    singular: "source",
    tenders: { table: "tenders", column: "source_id" },
    alertProfiles: { table: "alert_profile_sources", column: "source_id" },
    notFound: sourceText(msg`Source not found`),
    badTarget: sourceText(msg`Choose another source to merge it into.`),
  },
  subcategories: {
    entityType: "Subcategory",
    singular: "subcategory",
    tenders: { table: "tender_subcategories", column: "subcategory_id", pivot: true },
    alertProfiles: { table: "alert_profile_subcategories", column: "subcategory_id" },
    notFound: sourceText(msg`Subcategory not found`),
    badTarget: sourceText(msg`Choose another subcategory of the same category to merge it into.`),
  },
};
/* eslint-enable lingui/no-unlocalized-strings */

interface ItemRow {
  id: number;
  name: string;
  name_am: string | null;
  category_id?: number;
}

export interface ItemScope {
  categoryId?: number;
}

const groupColumn = (kind: RemovableKind) => (kind === "subcategories" ? `, "category_id"` : "");

async function findItem(
  em: EntityManager,
  kind: RemovableKind,
  id: number,
  lock = "",
): Promise<ItemRow | null> {
  const [row] = await em.execute<ItemRow[]>(
    `select "id", "name", "name_am"${groupColumn(kind)} from "${kind}" where "id" = ? ${lock}`,
    [id],
  );
  return row ?? null;
}

async function requireItem(
  em: EntityManager,
  kind: RemovableKind,
  id: number,
  scope: ItemScope,
  lock = "",
): Promise<ItemRow> {
  const item = await findItem(em, kind, id, lock);
  if (!item || (scope.categoryId !== undefined && item.category_id !== scope.categoryId)) {
    throw new NotFoundError(KINDS[kind].notFound);
  }
  return item;
}

async function usageOf(em: EntityManager, kind: RemovableKind, id: number) {
  const { tenders, alertProfiles } = KINDS[kind];
  const [row] = await em.execute<{ tenders: string; alert_profiles: string }[]>(
    `select (select count(*) from "${tenders.table}" where "${tenders.column}" = ?) as tenders,
            (select count(*) from "${alertProfiles.table}" where "${alertProfiles.column}" = ?)
              as alert_profiles`,
    [id, id],
  );
  return { tenders: Number(row?.tenders ?? 0), alertProfiles: Number(row?.alert_profiles ?? 0) };
}

export async function removalPreview(
  em: EntityManager,
  kind: RemovableKind,
  id: number,
  scope: ItemScope = {},
) {
  const item = await requireItem(em, kind, id, scope);
  const targets = await em.execute<ItemRow[]>(
    `select "id", "name", "name_am" from "${kind}"
      where "id" <> ? ${kind === "subcategories" ? `and "category_id" = ?` : ""}
      order by lower("name"), "id"`,
    kind === "subcategories" ? [id, item.category_id] : [id],
  );
  return {
    id: item.id,
    name: item.name,
    nameAm: item.name_am,
    usage: await usageOf(em, kind, id),
    targets: targets.map((target) => ({
      id: target.id,
      name: target.name,
      nameAm: target.name_am,
    })),
  };
}

const counted = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function usedByMessage(kind: RemovableKind, usage: CatalogueUsage): string {
  const parts = [
    usage.tenders ? counted(usage.tenders, "tender") : "",
    usage.alertProfiles ? counted(usage.alertProfiles, "alert profile") : "",
  ].filter(Boolean);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's English; pages word it from `usage`
  return `Used by ${parts.join(" and ")}: merge it into another ${KINDS[kind].singular} instead.`;
}

export function requireRemover(actor: CurrentUser): void {
  if (actor.role !== "superadmin") {
    throw new ForbiddenError(
      sourceText(msg`Only a superadmin can delete or merge catalogue items.`),
    );
  }
}

export const STILL_IN_USE = sourceText(
  msg`It is still in use: choose another one to merge it into.`,
);

export interface RemovalResult {
  id: number;
  name: string;
  nameAm: string | null;
  mergedInto: { id: number; name: string; nameAm: string | null } | null;
  tendersMoved: number;
  alertProfilesMoved: number;
}

// Locked first: a tender saved with it at once either commits before (and is moved) or waits
// and finds it gone.
export async function removeCatalogueItem(
  em: EntityManager,
  actor: CurrentUser,
  kind: RemovableKind,
  id: number,
  mergeInto?: number,
  scope: ItemScope = {},
): Promise<RemovalResult> {
  requireRemover(actor);
  const spec = KINDS[kind];
  return em.transactional(async (tx) => {
    const item = await requireItem(tx, kind, id, scope, "for update");
    const usage = await usageOf(tx, kind, id);
    let target: ItemRow | null = null;
    if (mergeInto !== undefined) {
      target = await findItem(tx, kind, mergeInto, "for share");
      const sameGroup = kind !== "subcategories" || target?.category_id === item.category_id;
      if (!target || target.id === id || !sameGroup) throw new MergeTargetError(spec.badTarget);
      await moveUsers(tx, kind, id, target.id);
    } else if (usage.tenders > 0 || usage.alertProfiles > 0) {
      throw new InUseError(usedByMessage(kind, usage), usage);
    }
    await tx.execute(`delete from "${kind}" where "id" = ?`, [id]);
    if (target) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the audit log is written in English
      const moved = `${counted(usage.tenders, "tender")} and ${counted(usage.alertProfiles, "alert profile")} moved`;
      recordAudit(
        tx,
        actor,
        "delete",
        spec.entityType,
        id,
        `Merged ${spec.singular} "${item.name}" into "${target.name}" (#${target.id}): ${moved}`,
      );
      recordAudit(
        tx,
        actor,
        "update",
        spec.entityType,
        target.id,
        `Merged ${spec.singular} "${item.name}" (#${id}) into this one: ${moved}`,
      );
    } else {
      recordAudit(
        tx,
        actor,
        "delete",
        spec.entityType,
        id,
        `Deleted ${spec.singular} "${item.name}"`,
      );
    }
    return {
      id,
      name: item.name,
      nameAm: item.name_am,
      mergedInto: target && { id: target.id, name: target.name, nameAm: target.name_am },
      tendersMoved: target ? usage.tenders : 0,
      alertProfilesMoved: target ? usage.alertProfiles : 0,
    };
  });
}

/** Without duplicate rows: a profile that already had the target keeps one. */
async function moveUsers(tx: EntityManager, kind: RemovableKind, from: number, to: number) {
  const { tenders, alertProfiles } = KINDS[kind];
  if ("pivot" in tenders) {
    await movePivot(tx, tenders.table, "tender_id", tenders.column, from, to);
  } else {
    await tx.execute(`update "tenders" set "${tenders.column}" = ? where "${tenders.column}" = ?`, [
      to,
      from,
    ]);
  }
  await movePivot(tx, alertProfiles.table, "alert_profile_id", alertProfiles.column, from, to);
}

async function movePivot(
  tx: EntityManager,
  table: string,
  owner: string,
  column: string,
  from: number,
  to: number,
) {
  await tx.execute(
    `insert into "${table}" ("${owner}", "${column}")
     select "${owner}", ? from "${table}" where "${column}" = ?
     on conflict do nothing`,
    [to, from],
  );
  await tx.execute(`delete from "${table}" where "${column}" = ?`, [from]);
}
