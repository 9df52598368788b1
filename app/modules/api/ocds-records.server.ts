import type { EntityManager } from "@mikro-orm/postgresql";
import { parseId } from "~/modules/ids";
import { config } from "~/server/config.server";
import {
  OCDS_PAGE_SIZE,
  packageMetadata,
  releaseRowsOf,
  releasesOf,
  type OcdsViewer,
} from "./ocds-releases.server";
import type { OcdsRecord, OcdsRecordPackage, OcdsRelease } from "./ocds-schemas";

// Records: every release of a tender, embedded, and the compiled release merged from them by
// the standard's merge rules (https://standard.open-contracting.org/1.1/en/schema/merging/).

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Arrays the release schema marks `wholeListMerge`: replaced whole even though items have ids. */
const WHOLE_LISTS = new Set(["additionalClassifications", "additionalIdentifiers"]);

/** Arrays of objects with ids merge item by item (identifier merge); other arrays replace. */
function mergeInto(target: JsonObject, source: JsonObject): JsonObject {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value === null) {
      delete target[key];
    } else if (isObject(value)) {
      target[key] = mergeInto(isObject(current) ? current : {}, value);
    } else if (
      Array.isArray(value) &&
      value.length > 0 &&
      !WHOLE_LISTS.has(key) &&
      value.every((item) => isObject(item) && "id" in item)
    ) {
      const merged = Array.isArray(current) ? [...current] : [];
      for (const item of value as JsonObject[]) {
        const at = merged.findIndex((old) => isObject(old) && old.id === item.id);
        if (at === -1) merged.push(mergeInto({}, item));
        else merged[at] = mergeInto(merged[at] as JsonObject, item);
      }
      target[key] = merged;
    } else {
      target[key] = structuredClone(value);
    }
  }
  return target;
}

/** The releases, oldest first, merged: `id`, `date` and `tag` are the compiled release's own. */
function compileReleases(releases: OcdsRelease[]): OcdsRelease {
  const last = releases.at(-1);
  if (!last) throw new Error("A record has at least one release");
  const merged = releases.reduce<JsonObject>((target, release) => {
    const { id: _id, date: _date, tag: _tag, ...fields } = release;
    return mergeInto(target, fields as JsonObject);
  }, {});
  return {
    ...(merged as unknown as Omit<OcdsRelease, "id" | "date" | "tag">),
    id: `${last.ocid}-compiled-${last.date}`,
    date: last.date,
    tag: ["compiled"],
  };
}

async function recordsOf(em: EntityManager, ids: number[], viewer: OcdsViewer) {
  const releases = await releasesOf(em, await releaseRowsOf(em, ids, viewer), viewer);
  const byOcid = new Map<string, OcdsRelease[]>();
  for (const release of releases) {
    byOcid.set(release.ocid, [...(byOcid.get(release.ocid) ?? []), release]);
  }
  return [...byOcid].map(([ocid, list]): OcdsRecord => ({
    ocid,
    releases: list,
    compiledRelease: compileReleases(list),
  }));
}

/** A tender's id from `ocds-…-123` (this site's prefix only) or `123`. */
export function tenderIdOfOcid(value: string): number | null {
  const prefix = `${config().ocdsOcidPrefix}-`;
  return parseId(value.startsWith(prefix) ? value.slice(prefix.length) : value);
}

export async function getOcdsRecord(
  em: EntityManager,
  tenderId: number,
  viewer: OcdsViewer,
): Promise<OcdsRecord | null> {
  const [record] = await recordsOf(em, [tenderId], viewer);
  return record ?? null;
}

/** Published tenders by id from the cursor: any page costs the same. */
export async function listOcdsRecords(
  em: EntityManager,
  options: { after?: number; limit?: number; viewer: OcdsViewer },
): Promise<{ records: OcdsRecord[]; next: number | null }> {
  const limit = options.limit ?? OCDS_PAGE_SIZE;
  const rows = await em.execute<{ id: number }[]>(
    `select t.id from tenders t
      where t.published_at is not null and t.published_at <= now() and t.id > ?
      order by t.id limit ?`,
    [options.after ?? 0, limit + 1],
  );
  const page = rows.slice(0, limit).map((row) => row.id);
  const records = await recordsOf(em, page, options.viewer);
  return { records, next: rows.length > limit ? (page.at(-1) ?? null) : null };
}

export function recordPackage(
  records: OcdsRecord[],
  options: { uri: string; next?: string; now?: Date },
): OcdsRecordPackage {
  return {
    ...packageMetadata(
      records.flatMap((record) => record.releases),
      options,
    ),
    records,
  };
}
