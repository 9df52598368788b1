import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { awardSchema } from "~/modules/awards/award.schema";
import { cancelTender, recordAward } from "~/modules/awards/awards.server";
import type { Role } from "~/modules/auth/user.entity";
import { Category } from "~/modules/catalog/category.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Page } from "~/modules/pages/page.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { parseEatDateTime, toEatInputValue } from "~/modules/tenders/tender-dates";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
import type { CurrentUser } from "~/server/request-context";
import { documentStorage } from "~/server/storage.server";
import * as demo from "../../scripts/seed/demo-data";
import { organisationByTitle } from "../../scripts/seed/demo-organisations";
import { amharicNames } from "../../scripts/seed/demo-catalogue-am";
import { amharicPages } from "../../scripts/seed/demo-pages-am";
import { awardsByTitle, cancellationsByTitle } from "../../scripts/seed/demo-outcomes";

const DEMO_PASSWORD = "demo-pass-2026";
const DEMO_ACCOUNTS: { email: string; fullname: string; role: Role }[] = [
  { email: "user@demo.test", fullname: "Abebe Kebede", role: "user" },
  { email: "admin@demo.test", fullname: "Meron Tadesse", role: "admin" },
  { email: "superadmin@demo.test", fullname: "Dawit Alemu", role: "superadmin" },
];

const CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

function addisDayAt(now: number, days: number, time: string): Date {
  const [year = 0, month = 0, day = 0] = toEatInputValue(new Date(now))
    .slice(0, 10)
    .split("-")
    .map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  const at = parseEatDateTime(`${date}T${time}`);
  if (!at) throw new Error(`Demo data has an unreadable time "${time}"`);
  return at;
}

/** Real tenders close at a set hour and are opened 30 minutes later or at 10:00 on a later day. */
function demoDates(item: demo.DemoTender, index: number, now: number) {
  const closingDate = addisDayAt(
    now,
    item.closesInDays,
    item.closingTime ?? (index % 2 ? "14:00" : "10:00"),
  );
  const openingDate =
    item.opensInDays === item.closesInDays
      ? new Date(closingDate.getTime() + 30 * MINUTE)
      : addisDayAt(now, item.opensInDays, "10:00");
  return { closingDate, openingDate };
}

function byName<T extends { name: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((item) => [item.name, item]));
}

function must<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (!value) throw new Error(`Demo data refers to unknown "${key}"`);
  return value;
}

/**
 * The shipped pages where they are missing, in English and Amharic. A page no admin has saved
 * yet (one from before pages had an Amharic version) gets the shipped Amharic.
 */
export async function seedPages(em: EntityManager): Promise<void> {
  for (const page of demo.pages) {
    const amharic = amharicPages[page.slug];
    const existing = await em.findOne(Page, { slug: page.slug });
    if (!existing) {
      em.create(Page, { ...page, titleAm: amharic.title, bodyAm: amharic.body });
    } else if (!existing.updatedBy && existing.titleAm == null && existing.bodyAm == null) {
      existing.titleAm = amharic.title;
      existing.bodyAm = amharic.body;
    }
  }
  await em.flush();
}

/** A demo catalogue row with its Amharic name. */
const named = (name: string) => ({ name, nameAm: amharicNames[name] ?? null });

export async function seedDemoData(em: EntityManager): Promise<void> {
  await seedPages(em);
  const users = [];
  for (const account of DEMO_ACCOUNTS) {
    users.push(
      await registerUser(
        em,
        // English, stored: signing in never makes a demo account take a test browser's language.
        {
          ...account,
          phone: "+251911000000",
          company: "Demo PLC",
          password: DEMO_PASSWORD,
          locale: "en",
        },
        account.role,
      ),
    );
  }
  const publisher = users[1]!;
  const regions = byName(demo.regions.map((name) => em.create(Region, named(name))));
  const languages = byName(demo.languages.map((name) => em.create(Language, named(name))));
  const sources = byName(demo.sources.map((name) => em.create(Source, named(name))));
  const categories = new Map<string, { category: Category; subs: Map<string, Subcategory> }>();
  for (const entry of demo.categories) {
    const category = em.create(Category, named(entry.name));
    const subs = byName(
      entry.subcategories.map((name) => em.create(Subcategory, { ...named(name), category })),
    );
    categories.set(entry.name, { category, subs });
  }
  await em.flush();

  // From the project root: this module also runs bundled into build/scripts/.
  const samples = path.resolve("scripts/seed/files");
  const now = Date.now();
  const created = new Map<string, { tender: Tender; item: demo.DemoTender }>();
  for (const [index, item] of demo.tenders.entries()) {
    const group = must(categories, item.category);
    const tender = em.create(Tender, {
      title: item.title,
      snippet: item.snippet,
      organisation: organisationByTitle[item.title] ?? null,
      description: sanitizeRichText(item.descriptionHtml),
      publishedAt: new Date(now - item.publishedDaysAgo * DAY),
      announcedAt: new Date(now - item.publishedDaysAgo * DAY),
      ...demoDates(item, index, now),
      documentPrice: item.documentPrice,
      bidBond: item.bidBond,
      region: must(regions, item.region),
      language: must(languages, item.language),
      source: must(sources, item.source),
      // Alternate publishers so "edit only your own tenders" can be tried.
      publishedBy: index % 2 === 0 ? publisher : users[2]!,
      createdAt: new Date(now - item.publishedDaysAgo * DAY),
    });
    created.set(item.title, { tender, item });
    tender.categories.add(group.category);
    for (const name of item.subcategories) tender.subcategories.add(must(group.subs, name));
    for (const kind of item.documents) {
      const storageKey = `${randomUUID()}.${kind}`;
      const bytes = await fs.readFile(path.join(samples, `sample.${kind}`));
      const size = await documentStorage().put(storageKey, bytes);
      em.create(TenderDocument, {
        tender,
        fileName: `${item.title
          .slice(0, 60)
          .replace(/[^\p{L}\p{N} ]+/gu, " ")
          .replace(/ +/g, " ")
          .trim()} - bid document.${kind}`,
        storageKey,
        contentType: CONTENT_TYPES[kind],
        size,
      });
    }
  }
  await em.flush();
  await seedDemoOutcomes(em, toCurrentUser(publisher), created, now);
}

/** Through the admin's own commands, so the demo outcomes obey the award rules. */
async function seedDemoOutcomes(
  em: EntityManager,
  admin: CurrentUser,
  created: Map<string, { tender: Tender; item: demo.DemoTender }>,
  now: number,
): Promise<void> {
  for (const [title, awards] of Object.entries(awardsByTitle)) {
    const { tender, item } = must(created, title);
    for (const award of awards) {
      const day = toEatInputValue(
        new Date(now + (item.closesInDays + award.daysAfterClosing) * DAY),
      ).slice(0, 10);
      const { daysAfterClosing: _, ...fields } = award;
      await recordAward(em, admin, tender.id, awardSchema.parse({ ...fields, awardedOn: day }));
    }
  }
  for (const [title, reason] of Object.entries(cancellationsByTitle)) {
    await cancelTender(em, admin, must(created, title).tender.id, { reason });
  }
}
