import { beforeAll, describe, expect, it } from "vitest";
import { AlertProfile } from "~/modules/alerts/alert-profile.entity";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { Category } from "~/modules/catalog/category.entity";
import {
  removeCatalogueItem,
  type RemovableKind,
} from "~/modules/catalog/catalogue-removal.server";
import { renameSubcategory } from "~/modules/catalog/categories.server";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { renameMetadataItem } from "~/modules/catalog/metadata.server";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import {
  BlankNameError,
  DuplicateNameError,
  ForbiddenError,
  InUseError,
  MergeTargetError,
  NotFoundError,
} from "~/modules/domain-errors";
import { loadFilterOptions } from "~/modules/tenders/filter-options.server";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { createAccounts, type Accounts } from "./admin-helpers";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();
let accounts: Accounts;
let counter = 0;

beforeAll(async () => {
  accounts = await createAccounts(db.em(), "upkeep");
});

const ENTITIES = { languages: Language, regions: Region, sources: Source } as const;
/** The filter's URL name and the options' list for each kind. */
const FILTER = {
  languages: ["language", "languages"],
  regions: ["region", "regions"],
  sources: ["source", "sources"],
  subcategories: ["subcategory", "categories"],
} as const;

interface Fixture {
  kind: RemovableKind;
  categoryId: number;
  /** The item merged away, the target, and one nothing uses. */
  doomed: number;
  target: number;
  unused: number;
  names: { doomed: string; target: string; unused: string };
  /** Uses the doomed item; uses the target; the third uses neither. */
  tenders: { doomed: number; target: number; other: number };
  /** Chose the doomed item only; chose both the doomed item and the target. */
  profiles: { doomedOnly: number; both: number };
}

/**
 * Three items of `kind` (in one category for subcategories), a tender on each of two of them and
 * one on neither, and two alert profiles: one with the doomed item, one with it and the target.
 */
async function fixture(kind: RemovableKind): Promise<Fixture> {
  const em = db.em();
  const tag = `${kind} ${++counter}`;
  const names = { doomed: `Doomed ${tag}`, target: `Target ${tag}`, unused: `Unused ${tag}` };
  const category = em.create(Category, { name: `Category ${tag}` });
  const make = (name: string) =>
    kind === "subcategories"
      ? em.create(Subcategory, { name, category })
      : em.create(ENTITIES[kind] as typeof Source, { name });
  const doomed = make(names.doomed);
  const target = make(names.target);
  const unused = make(names.unused);
  await em.flush();
  const tender = (item: { id: number } | null, title: string) => {
    const row = em.create(Tender, {
      title,
      publishedBy: accounts.admin.id,
      publishedAt: new Date(Date.now() - 60_000),
    } as never) as Tender;
    row.categories.add(category);
    if (item && kind === "subcategories") row.subcategories.add(item as Subcategory);
    else if (item) Object.assign(row, { [kind.slice(0, -1)]: item });
    return row;
  };
  const tenders = {
    doomed: tender(doomed, `On doomed ${tag}`),
    target: tender(target, `On target ${tag}`),
    other: tender(null, `On nothing ${tag}`),
  };
  const profile = (name: string, items: { id: number }[]) => {
    const row = em.create(AlertProfile, { user: accounts.user.id, name } as never) as AlertProfile;
    const collection = row[kind] as unknown as { add(...items: unknown[]): void };
    collection.add(...items);
    return row;
  };
  const profiles = {
    doomedOnly: profile(`Doomed only ${tag}`, [doomed]),
    both: profile(`Both ${tag}`, [doomed, target]),
  };
  await em.flush();
  return {
    kind,
    categoryId: category.id,
    doomed: doomed.id,
    target: target.id,
    unused: unused.id,
    names,
    tenders: { doomed: tenders.doomed.id, target: tenders.target.id, other: tenders.other.id },
    profiles: { doomedOnly: profiles.doomedOnly.id, both: profiles.both.id },
  };
}

function rename(f: Fixture, id: number, name: string, actor = accounts.admin) {
  return f.kind === "subcategories"
    ? renameSubcategory(db.em(), actor, f.categoryId, id, name)
    : renameMetadataItem(db.em(), actor, f.kind, id, name);
}

function remove(f: Fixture, id: number, mergeInto?: number, actor = accounts.superadmin) {
  const scope = f.kind === "subcategories" ? { categoryId: f.categoryId } : {};
  return removeCatalogueItem(db.em(), actor, f.kind, id, mergeInto, scope);
}

async function nameOf(f: Fixture, id: number): Promise<string | null> {
  const [row] = await db
    .em()
    .execute<{ name: string }[]>(`select name from "${f.kind}" where id = ?`, [id]);
  return row?.name ?? null;
}

/** Which item each fixture tender points at now (null: none). */
async function tenderItems(f: Fixture): Promise<Record<string, number[]>> {
  const result: Record<string, number[]> = {};
  for (const [key, id] of Object.entries(f.tenders)) {
    const rows =
      f.kind === "subcategories"
        ? await db
            .em()
            .execute<{ item: number }[]>(
              `select subcategory_id as item from tender_subcategories where tender_id = ? order by 1`,
              [id],
            )
        : await db
            .em()
            .execute<{ item: number | null }[]>(
              `select ${f.kind.slice(0, -1)}_id as item from tenders where id = ?`,
              [id],
            );
    result[key] = rows.flatMap((row) => (row.item === null ? [] : [row.item]));
  }
  return result;
}

/** The pivot rows of both fixture profiles for this kind. */
async function profileItems(f: Fixture): Promise<Record<string, number[]>> {
  const column = `${f.kind === "subcategories" ? "subcategory" : f.kind.slice(0, -1)}_id`;
  const result: Record<string, number[]> = {};
  for (const [key, id] of Object.entries(f.profiles)) {
    const rows = await db
      .em()
      .execute<{ item: number }[]>(
        `select ${column} as item from alert_profile_${f.kind} where alert_profile_id = ? order by 1`,
        [id],
      );
    result[key] = rows.map((row) => row.item);
  }
  return result;
}

const audits = (entityType: string, entityId: number) =>
  db.em().find(AuditLog, { entityType, entityId }, { orderBy: { id: "asc" } });

const ENTITY_TYPE = {
  languages: "Language",
  regions: "Region",
  sources: "Source",
  subcategories: "Subcategory",
} as const;

/** The names the public filter panel offers for this kind (all subcategories of all categories). */
async function optionNames(f: Fixture): Promise<string[]> {
  const options = await loadFilterOptions(db.em());
  if (f.kind !== "subcategories") return options[FILTER[f.kind][1]].map((o) => o.name);
  return options.categories.flatMap((c) => c.subcategories.map((s) => s.name));
}

/** The ids of the tenders the signed-in list shows when filtered on `itemId`. */
async function listedOn(f: Fixture, itemId: number): Promise<number[]> {
  const filters = parseTenderFilters(new URLSearchParams({ [FILTER[f.kind][0]]: String(itemId) }));
  const page = await listTenders(db.em(), filters, { viewer: "user" });
  return page.items.map((item) => item.id).sort((a, b) => a - b);
}

describe.each(["languages", "regions", "sources", "subcategories"] as const)("%s", (kind) => {
  it("renames (own letter case too), refuses blanks and another item's name, and audits", async () => {
    const f = await fixture(kind);
    // Read once so the filter options are remembered: the rename must replace them at once.
    expect(await optionNames(f)).toContain(f.names.doomed);
    await rename(f, f.doomed, `  Renamed ${f.names.doomed}  `);
    expect(await nameOf(f, f.doomed)).toBe(`Renamed ${f.names.doomed}`);
    const options = await optionNames(f);
    expect(options).toContain(`Renamed ${f.names.doomed}`);
    expect(options).not.toContain(f.names.doomed);

    await expect(rename(f, f.doomed, f.names.target.toUpperCase())).rejects.toBeInstanceOf(
      DuplicateNameError,
    );
    await expect(rename(f, f.doomed, "   ")).rejects.toBeInstanceOf(BlankNameError);
    expect(await nameOf(f, f.doomed)).toBe(`Renamed ${f.names.doomed}`);
    await rename(f, f.doomed, `renamed ${f.names.doomed}`.toUpperCase());
    expect(await nameOf(f, f.doomed)).toBe(`RENAMED ${f.names.doomed.toUpperCase()}`);
    await expect(rename(f, 2_000_000_000, "Nowhere")).rejects.toBeInstanceOf(NotFoundError);

    const rows = await audits(ENTITY_TYPE[kind], f.doomed);
    expect(rows.map((row) => [row.action, row.actorEmail])).toEqual([
      ["update", accounts.admin.email],
      ["update", accounts.admin.email],
    ]);
    expect(rows[0]?.summary).toBe(
      `Renamed ${kind === "subcategories" ? "subcategory" : kind.slice(0, -1)} "${f.names.doomed}" to "Renamed ${f.names.doomed}"${kind === "subcategories" ? ` in category #${f.categoryId}` : ""}`,
    );
  });

  it("refuses to delete what is in use, with the counts, and changes nothing", async () => {
    const f = await fixture(kind);
    const before = { tenders: await tenderItems(f), profiles: await profileItems(f) };
    const refusal = await remove(f, f.doomed).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InUseError);
    expect((refusal as InUseError).usage).toEqual({ tenders: 1, alertProfiles: 2 });
    expect((refusal as InUseError).status).toBe(409);
    const singular = kind === "subcategories" ? "subcategory" : kind.slice(0, -1);
    expect((refusal as InUseError).message).toBe(
      `Used by 1 tender and 2 alert profiles: merge it into another ${singular} instead.`,
    );
    expect(await nameOf(f, f.doomed)).toBe(f.names.doomed);
    expect({ tenders: await tenderItems(f), profiles: await profileItems(f) }).toEqual(before);
    expect(await audits(ENTITY_TYPE[kind], f.doomed)).toEqual([]);
  });

  it("lets only a superadmin delete or merge", async () => {
    const f = await fixture(kind);
    await expect(remove(f, f.unused, undefined, accounts.admin)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(remove(f, f.doomed, f.target, accounts.admin)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(await nameOf(f, f.unused)).toBe(f.names.unused);
    expect(await nameOf(f, f.doomed)).toBe(f.names.doomed);
  });

  it("merges: tenders and alert profiles move, one pivot row each, audited, seen at once", async () => {
    const f = await fixture(kind);
    // Remember the options and the target's list before the merge.
    expect(await optionNames(f)).toContain(f.names.doomed);
    expect(await listedOn(f, f.target)).toEqual([f.tenders.target]);

    const result = await remove(f, f.doomed, f.target);
    expect(result).toEqual({
      id: f.doomed,
      name: f.names.doomed,
      nameAm: null,
      mergedInto: { id: f.target, name: f.names.target, nameAm: null },
      tendersMoved: 1,
      alertProfilesMoved: 2,
    });
    expect(await nameOf(f, f.doomed)).toBeNull();
    expect(await tenderItems(f)).toEqual({ doomed: [f.target], target: [f.target], other: [] });
    expect(await profileItems(f)).toEqual({ doomedOnly: [f.target], both: [f.target] });
    if (kind === "subcategories") {
      // The moved tender keeps its category, which is the target's.
      const [row] = await db
        .em()
        .execute<{ count: string }[]>(
          `select count(*) from tender_categories where tender_id = ? and category_id = ?`,
          [f.tenders.doomed, f.categoryId],
        );
      expect(row?.count).toBe("1");
    }

    const options = await optionNames(f);
    expect(options).not.toContain(f.names.doomed);
    expect(options).toContain(f.names.target);
    expect(await listedOn(f, f.target)).toEqual(
      [f.tenders.doomed, f.tenders.target].sort((a, b) => a - b),
    );

    const [deleted] = await audits(ENTITY_TYPE[kind], f.doomed);
    expect(deleted).toMatchObject({ action: "delete", actorEmail: accounts.superadmin.email });
    expect(deleted?.summary).toContain(`"${f.names.doomed}" into "${f.names.target}"`);
    expect(deleted?.summary).toContain("1 tender and 2 alert profiles moved");
    const [received] = await audits(ENTITY_TYPE[kind], f.target);
    expect(received).toMatchObject({ action: "update", actorEmail: accounts.superadmin.email });
  });

  it("refuses a merge into itself, into nothing or across categories, changing nothing", async () => {
    const f = await fixture(kind);
    const other = await fixture(kind);
    const before = { tenders: await tenderItems(f), profiles: await profileItems(f) };
    const targets = [f.doomed, 2_000_000_000];
    // A subcategory of another category is not a target; for the other kinds every item is.
    if (kind === "subcategories") targets.push(other.target);
    for (const target of targets) {
      await expect(remove(f, f.doomed, target)).rejects.toBeInstanceOf(MergeTargetError);
    }
    expect(await nameOf(f, f.doomed)).toBe(f.names.doomed);
    expect({ tenders: await tenderItems(f), profiles: await profileItems(f) }).toEqual(before);
    if (kind !== "subcategories") {
      // Another fixture's item of the same list is a fine target.
      await remove(f, f.doomed, other.target);
      expect((await tenderItems(f)).doomed).toEqual([other.target]);
    }
  });

  it("deletes an unused item outright, audited, and the filter options drop it at once", async () => {
    const f = await fixture(kind);
    expect(await optionNames(f)).toContain(f.names.unused);
    expect(await remove(f, f.unused)).toEqual({
      id: f.unused,
      name: f.names.unused,
      nameAm: null,
      mergedInto: null,
      tendersMoved: 0,
      alertProfilesMoved: 0,
    });
    expect(await nameOf(f, f.unused)).toBeNull();
    expect(await optionNames(f)).not.toContain(f.names.unused);
    const [row] = await audits(ENTITY_TYPE[kind], f.unused);
    expect(row).toMatchObject({ action: "delete", actorEmail: accounts.superadmin.email });
    expect(row?.summary).toContain(`Deleted`);
    await expect(remove(f, f.unused)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("subcategories in the wrong category", () => {
  it("are not found for rename or delete through another category", async () => {
    const f = await fixture("subcategories");
    const other = await fixture("subcategories");
    await expect(
      renameSubcategory(db.em(), accounts.admin, other.categoryId, f.doomed, "Moved"),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      removeCatalogueItem(db.em(), accounts.superadmin, "subcategories", f.unused, undefined, {
        categoryId: other.categoryId,
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await nameOf(f, f.unused)).toBe(f.names.unused);
  });
});
