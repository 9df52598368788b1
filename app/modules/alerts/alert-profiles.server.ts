import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import type { CatalogName } from "~/modules/catalog/local-name";
import { NotFoundError } from "~/modules/domain-errors";
import { runOnce, type OnceKey } from "~/modules/idempotency/idempotency.server";
import { readOrganisation } from "~/modules/tenders/filter-options.server";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { AlertProfile, type AlertChannelKind, type AlertFrequency } from "./alert-profile.entity";
import type { AlertProfileInput } from "./alert-profile.schema";
import { profileSearchUrl } from "./profile-search-url";

export interface AlertProfileView extends AlertProfileInput {
  id: number;
  paused: boolean;
  /** The catalogue choices, for the list ("Construction, Addis Ababa"). */
  summary: CatalogName[];
  /** The /home list of the same search, when the list's filters can express it. */
  listUrl: string | null;
}

const POPULATE = ["categories", "subcategories", "regions", "sources", "languages"] as const;
const NOT_FOUND = sourceText(msg`This alert does not exist.`);

function toView(profile: AlertProfile): AlertProfileView {
  const ids = (items: { getItems(): { id: number }[] }) =>
    items
      .getItems()
      .map((item) => item.id)
      .sort((a, b) => a - b);
  const names = [profile.categories, profile.subcategories, profile.regions, profile.sources]
    .concat([profile.languages])
    .flatMap((collection) =>
      collection.getItems().map((item) => ({ name: item.name, nameAm: item.nameAm ?? null })),
    );
  const view = {
    id: profile.id,
    name: profile.name,
    includeKeywords: profile.includeKeywords,
    excludeKeywords: profile.excludeKeywords,
    categories: ids(profile.categories),
    subcategories: ids(profile.subcategories),
    regions: ids(profile.regions),
    sources: ids(profile.sources),
    languages: ids(profile.languages),
    organisation: profile.organisation ?? "",
    channels: [...profile.channels],
    frequency: profile.frequency,
    awardNotices: profile.awardNotices,
    paused: profile.paused,
    summary: names,
  };
  return { ...view, listUrl: profileSearchUrl(view) };
}

export async function listProfiles(em: EntityManager, userId: number) {
  const profiles = await em.find(
    AlertProfile,
    { user: userId },
    { populate: POPULATE, orderBy: { createdAt: "asc", id: "asc" } },
  );
  return profiles.map(toView);
}

/** Only the owner's profile: any other id (someone else's, deleted, forged) is "not found". */
async function ownProfile(em: EntityManager, userId: number, id: number) {
  const profile = await em.findOne(AlertProfile, { id, user: userId }, { populate: POPULATE });
  if (!profile) throw new NotFoundError(NOT_FOUND);
  return profile;
}

export async function getProfile(em: EntityManager, userId: number, id: number) {
  return toView(await ownProfile(em, userId, id));
}

/**
 * Catalogue rows for the chosen ids (ids that no longer exist are silently dropped), and the
 * organisation as the known one it names, whatever its letter case.
 */
async function catalogue(em: EntityManager, input: AlertProfileInput) {
  const find = <T extends object>(entity: unknown, ids: number[]) =>
    ids.length ? (em.find(entity as never, { id: { $in: ids } } as never) as Promise<T[]>) : [];
  const [categories, subcategories, regions, sources, languages, organisation] = await Promise.all([
    find<Category>(Category, input.categories),
    find<Subcategory>(Subcategory, input.subcategories),
    find<Region>(Region, input.regions),
    find<Source>(Source, input.sources),
    find<Language>(Language, input.languages),
    readOrganisation(em, input.organisation),
  ]);
  return { categories, subcategories, regions, sources, languages, organisation };
}

function assignInput(
  profile: AlertProfile,
  input: AlertProfileInput,
  rows: Awaited<ReturnType<typeof catalogue>>,
) {
  profile.name = input.name;
  profile.includeKeywords = input.includeKeywords;
  profile.excludeKeywords = input.excludeKeywords;
  profile.organisation = rows.organisation || null;
  profile.channels = input.channels;
  profile.frequency = input.frequency;
  profile.awardNotices = input.awardNotices;
  profile.categories.set(rows.categories);
  profile.subcategories.set(rows.subcategories);
  profile.regions.set(rows.regions);
  profile.sources.set(rows.sources);
  profile.languages.set(rows.languages);
}

/** A new profile; with `once` (the form's token), a double click or a retry creates one. */
export async function createProfile(
  em: EntityManager,
  userId: number,
  input: AlertProfileInput,
  once: OnceKey | null = null,
): Promise<{ id: number }> {
  const { value } = await runOnce(em, once, async (tx) => {
    const rows = await catalogue(tx, input);
    const profile = tx.create(AlertProfile, {
      user: userId,
      name: input.name,
      includeKeywords: input.includeKeywords,
      excludeKeywords: input.excludeKeywords,
      channels: input.channels,
      frequency: input.frequency,
    });
    assignInput(profile, input, rows);
    await tx.flush();
    return { id: profile.id };
  });
  return value;
}

export async function updateProfile(
  em: EntityManager,
  userId: number,
  id: number,
  input: AlertProfileInput,
  once: OnceKey | null = null,
): Promise<void> {
  await runOnce(em, once, async (tx) => {
    const profile = await ownProfile(tx, userId, id);
    assignInput(profile, input, await catalogue(tx, input));
    await tx.flush();
    return { id };
  });
}

export async function setProfilePaused(
  em: EntityManager,
  userId: number,
  id: number,
  paused: boolean,
): Promise<void> {
  const updated = await em.nativeUpdate(AlertProfile, { id, user: userId }, { paused });
  if (!updated) throw new NotFoundError(NOT_FOUND);
}

export async function deleteProfile(em: EntityManager, userId: number, id: number) {
  const deleted = await em.nativeDelete(AlertProfile, { id, user: userId });
  if (!deleted) throw new NotFoundError(NOT_FOUND);
}

/**
 * Form defaults for "Create alert from this search": the /home query (search box and filter
 * panel) becomes the profile's keywords, catalogue choices and organisation. Bidding status,
 * order, date ranges and page have no meaning for tenders yet to be published and are left out.
 */
export function profileDefaultsFromSearch(searchParams: URLSearchParams) {
  const filters = parseTenderFilters(searchParams);
  const one = (id: number | undefined) => (id === undefined ? [] : [id]);
  return {
    name: filters.q ? filters.q.slice(0, 120) : "",
    includeKeywords: filters.q,
    excludeKeywords: "",
    categories: filters.category,
    subcategories: filters.subcategory,
    regions: one(filters.region),
    sources: one(filters.source),
    languages: one(filters.language),
    organisation: filters.organisation ?? "",
    channels: ["email"] as AlertChannelKind[],
    frequency: "daily" as AlertFrequency,
    awardNotices: false,
  };
}
