// Issue 19, point 2: drafts and scheduled publishing. A draft and a scheduled tender are in no
// list, count, search, feed, API answer, OCDS release or alert until they are public; when a
// scheduled tender's time has passed, the announcement (its "published" job) happens exactly
// once however many workers race for it, and the tender is listed and alerted from then on.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { findMatches } from "~/modules/alerts/alert-matching.server";
import { alertsQueue } from "~/modules/alerts/alerts-queue.server";
import { buildDigests, buildImmediateAlerts } from "~/modules/alerts/digest.server";
import { openAlertsQueue } from "~/modules/alerts/worker.server";
import { getApiTender, listApiTenders } from "~/modules/api/api-tenders.server";
import { getOcdsRelease, listOcdsReleases } from "~/modules/api/ocds-releases.server";
import { buildTenderFeed } from "~/modules/feeds/tender-feed.server";
import { saveTender } from "~/modules/saved/saved-tenders.server";
import { loadFilterOptions } from "~/modules/tenders/filter-options.server";
import {
  createTender,
  publishTenderNow,
  updateTender,
} from "~/modules/tenders/tender-commands.server";
import { parseTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { listTenders } from "~/modules/tenders/tender-cards.server";
import { announceDueTenders, SCHEDULE_IN_PAST } from "~/modules/tenders/tender-publication.server";
import { getTenderView } from "~/modules/tenders/tender-queries.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import {
  openTenderDocument,
  openTenderDocumentsZip,
} from "~/modules/tenders/tender-documents.server";
import { documentStorage } from "~/server/storage.server";
import { ValidationError } from "~/modules/tenders/validation-error";
import type { CurrentUser } from "~/server/request-context";
import { AlertFixtures, tenderInput } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { tenderAuthor } from "./tender-author";
import * as publishRoute from "~/routes/admin/tenders-publish";
import { formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
let f: AlertFixtures;
let closeQueue: (() => Promise<void>) | undefined;
let admin: CurrentUser;
let reader: CurrentUser;
let catalogue: { language: number; source: number; region: number };
let subscriber: number;

beforeAll(async () => {
  f = new AlertFixtures(db.url);
  const author = await tenderAuthor(
    db.em(),
    { fullname: "Publishing Admin", email: "publisher@example.et" },
    "Addis Zemen",
  );
  admin = author.admin;
  catalogue = author.ids;
  const user = await f.user("reader");
  reader = { id: user.id, fullname: "Reader", email: user.email, role: "user", locale: null };
  // One user alerted both ways for every borehole tender.
  subscriber = (await f.user("subscriber")).id;
  await f.channel(subscriber, "email", "subscriber@example.et");
  await f.profile(subscriber, { include: "borehole", frequency: "immediate" });
  await f.profile(subscriber, { name: "Daily", include: "borehole", frequency: "daily" });
  // The queue client every web process has: announcements enqueue through it.
  closeQueue = await openAlertsQueue({ databaseUrl: db.url });
}, 60_000);
afterAll(async () => {
  await closeQueue?.();
  await f?.close();
});

function input(title: string, extra: Partial<Parameters<typeof createTender>[2]> = {}) {
  return {
    ...tenderInput({
      title,
      closingDate: new Date(Date.now() + 30 * 86_400_000),
      tenderLanguageId: catalogue.language,
      tenderSourceId: catalogue.source,
      tenderRegionId: catalogue.region,
    }),
    ...extra,
  };
}

async function publishedJobs(tenderId: number): Promise<number> {
  return (await alertsQueue()!.findJobs(QUEUES.published, { data: { tenderId } })).length;
}

/** Every place a non-admin could meet a tender, as the ids each one shows. */
async function visibleEverywhere(title: string) {
  const em = db.em();
  em.clear();
  const search = parseTenderFilters(new URLSearchParams({ q: "borehole" }));
  const all = parseTenderFilters(new URLSearchParams());
  const [visitorList, userList, userSearch, apiList, feed, ocds, options] = await Promise.all([
    listTenders(db.em(), all, { viewer: "visitor" }),
    listTenders(db.em(), all, { viewer: "user" }),
    listTenders(db.em(), search, { viewer: "user" }),
    listApiTenders(db.em(), all, { signedIn: true, pageSize: 50 }),
    buildTenderFeed(db.em(), new URLSearchParams(), "rss"),
    listOcdsReleases(db.em(), { limit: 100, viewer: "user" }),
    loadFilterOptions(db.em()),
  ]);
  const id = (await db.em().findOneOrFail(Tender, { title })).id;
  return {
    visitorList: visitorList.items.some((item) => item.id === id),
    userList: userList.items.some((item) => item.id === id),
    userSearch: userSearch.items.some((item) => item.id === id),
    count: userList.total,
    apiList: apiList.items.some((item) => item.id === id),
    apiDetail: (await getApiTender(db.em(), id, reader)) !== null,
    apiDetailVisitor: (await getApiTender(db.em(), id, null)) !== null,
    detail: (await getTenderView(db.em(), id, reader)) !== null,
    feed: feed.includes(title),
    ocdsList: ocds.releases.some((release) => release.tender.title === title),
    ocdsRelease: (await getOcdsRelease(db.em(), id, "user")) !== null,
    organisation: options.organisations.includes(`${title} office`),
  };
}

const NOWHERE = {
  visitorList: false,
  userList: false,
  userSearch: false,
  apiList: false,
  apiDetail: false,
  apiDetailVisitor: false,
  detail: false,
  feed: false,
  ocdsList: false,
  ocdsRelease: false,
  organisation: false,
};
const EVERYWHERE = Object.fromEntries(Object.keys(NOWHERE).map((key) => [key, true]));

describe("drafts and scheduled tenders", () => {
  it("a draft is invisible and alerts nobody until it is published, then once", async () => {
    const title = "Draft borehole drilling in Afar";
    const before = await listTenders(db.em(), parseTenderFilters(new URLSearchParams()), {
      viewer: "user",
    });
    const { id } = await createTender(
      db.em(),
      admin,
      input(title, { publication: "draft", organisation: `${title} office` }),
    );
    const stored = await f.one<{ published_at: Date | null; announced_at: Date | null }>(
      "select published_at, announced_at from tenders where id = $1",
      [id],
    );
    expect(stored).toEqual({ published_at: null, announced_at: null });

    const { count, ...draft } = await visibleEverywhere(title);
    expect(draft).toEqual(NOWHERE);
    expect(count).toBe(before.total);
    expect(await saveTender(db.em(), reader.id, id)).toBe("missing");
    // Nor its documents, alone or zipped.
    const storageKey = `${randomUUID()}.pdf`;
    await documentStorage().put(storageKey, new TextEncoder().encode("%PDF-1.4 draft"));
    const documentEm = db.em();
    const document = documentEm.create(TenderDocument, {
      tender: id,
      fileName: "draft.pdf",
      storageKey,
      contentType: "application/pdf",
      size: 14,
    });
    await documentEm.flush();
    expect(await openTenderDocument(db.em(), document.id, reader)).toBeNull();
    expect(await openTenderDocumentsZip(db.em(), id, reader)).toBeNull();
    expect(await openTenderDocument(db.em(), document.id, admin)).not.toBeNull();
    // Its publisher previews it.
    expect((await getTenderView(db.em(), id, admin))?.tender.publication).toBe("draft");
    expect((await getApiTender(db.em(), id, admin))?.publication).toBe("draft");
    // No job, and matching (immediate and the daily digest) never sees it.
    expect(await publishedJobs(id)).toBe(0);
    expect(await buildImmediateAlerts(f.db, [id])).toEqual([]);
    const daily = await findMatches(f.db, { frequency: "daily", now: new Date() });
    expect(daily.map((match) => match.tenderId)).not.toContain(id);

    // An edit of a draft notifies nobody and does not publish it.
    await updateTender(db.em(), admin, {
      ...input(title, { organisation: `${title} office` }),
      id,
    });
    expect(await publishedJobs(id)).toBe(0);

    const published = await publishTenderNow(db.em(), admin, { id });
    expect(published).toEqual({ id, published: true });
    const { count: after, ...visible } = await visibleEverywhere(title);
    expect(visible).toEqual({ ...EVERYWHERE, organisation: true });
    expect(after).toBe(before.total + 1);
    expect(await openTenderDocument(db.em(), document.id, reader)).not.toBeNull();
    expect(await publishedJobs(id)).toBe(1);
    // Published again (a second click, the other admin): nothing more is queued.
    expect(await publishTenderNow(db.em(), admin, { id })).toEqual({ id, published: false });
    expect(await publishedJobs(id)).toBe(1);
    const immediate = await buildImmediateAlerts(f.db, [id]);
    expect(immediate.map((job) => [job.userId, job.items.map((item) => item.tenderId)])).toEqual([
      [subscriber, [id]],
    ]);
  });

  it("a scheduled tender is invisible until its time, then announced exactly once by two racing workers", async () => {
    const title = "Scheduled borehole rehabilitation in Somali";
    const scheduledAt = new Date(Date.now() + 2_000);
    const { id } = await createTender(
      db.em(),
      admin,
      input(title, { publication: "schedule", scheduledAt, organisation: `${title} office` }),
    );
    const { count: _count, ...scheduled } = await visibleEverywhere(title);
    expect(scheduled).toEqual(NOWHERE);
    expect((await getTenderView(db.em(), id, admin))?.tender.publication).toBe("scheduled");
    // Not due yet: a worker's run announces nothing.
    expect(await announceDueTenders(f.db, alertsQueue())).not.toContain(id);
    expect(await publishedJobs(id)).toBe(0);
    const early = await findMatches(f.db, { frequency: "daily", now: new Date() });
    expect(early.map((match) => match.tenderId)).not.toContain(id);

    await new Promise((resolve) => setTimeout(resolve, scheduledAt.getTime() - Date.now() + 200));

    // Two workers, each in its own transaction on its own connection, at the same moment.
    const workers = [new pg.Client(db.url), new pg.Client(db.url)];
    await Promise.all(workers.map((client) => client.connect()));
    try {
      const runs = await Promise.all(
        workers.map(async (client) => {
          await client.query("begin");
          const announced = await announceDueTenders(
            { executeSql: (text, values) => client.query(text, values as unknown[]) },
            alertsQueue(),
          );
          await client.query("commit");
          return announced;
        }),
      );
      expect(runs.flat().filter((announced) => announced === id)).toHaveLength(1);
    } finally {
      await Promise.all(workers.map((client) => client.end()));
    }
    expect(await publishedJobs(id)).toBe(1);
    // And later runs leave it alone.
    expect(await announceDueTenders(f.db, alertsQueue())).toEqual([]);
    expect(await publishedJobs(id)).toBe(1);

    const { count: _after, ...visible } = await visibleEverywhere(title);
    expect(visible).toEqual({ ...EVERYWHERE, organisation: true });
    // Its publication date is the scheduled one.
    const stored = await db.em().fork().findOneOrFail(Tender, { id });
    expect(Math.abs(stored.publishedAt!.getTime() - scheduledAt.getTime())).toBeLessThan(1000);

    // Alerted once: immediately (a retried job adds nothing) and in the next digest, once.
    expect((await buildImmediateAlerts(f.db, [id])).length).toBe(1);
    expect(await buildImmediateAlerts(f.db, [id])).toEqual([]);
    await buildDigests(f.db, new Date());
    await buildDigests(f.db, new Date());
    const deliveries = await f.one<{ immediate: number; digest: number }>(
      `select count(*) filter (where reason = 'immediate')::int as immediate,
              count(*) filter (where reason = 'digest')::int as digest
         from alert_deliveries where tender_id = $1`,
      [id],
    );
    expect(deliveries).toEqual({ immediate: 1, digest: 1 });
  });

  it("Publish now answers a body that is not a form 415 and a repeated publish 409", async () => {
    const title = "Draft generator maintenance in Gambella";
    const { id } = await createTender(db.em(), admin, input(title, { publication: "draft" }));
    const path = `/admin/tenders/${id}/publish`;
    const post = (request: Request) =>
      settle(() =>
        publishRoute.action(routeArgs(request, db.em().fork(), admin, { id: String(id) })),
      );
    const statusOf = (outcome: unknown) =>
      outcome instanceof Response
        ? outcome.status
        : (outcome as { init?: { status?: number } }).init?.status;
    const json = () =>
      new Request(`http://localhost${path}`, {
        method: "POST",
        body: JSON.stringify({ from: "list" }),
        headers: { "Content-Type": "application/json" },
      });

    expect(statusOf(await post(json()))).toBe(415);
    const draft = await f.one<{ published_at: Date | null }>(
      "select published_at from tenders where id = $1",
      [id],
    );
    expect(draft.published_at).toBeNull();
    expect(await publishedJobs(id)).toBe(0);

    const first = (await post(formRequest(path, { from: "list" }))) as Response;
    expect(first.headers.get("Location")).toBe("/admin/tenders?notice=published");
    const again = await post(formRequest(path, { from: "list" }));
    expect(statusOf(again)).toBe(409);
    expect((again as { data?: unknown }).data).toBe("This tender is already published.");
    expect(statusOf(await post(json()))).toBe(415);
    expect(await publishedJobs(id)).toBe(1);
  });

  it("refuses a schedule in the past with the reason beside the field, storing nothing", async () => {
    const title = "Borehole pumps scheduled yesterday";
    const attempt = createTender(
      db.em(),
      admin,
      input(title, { publication: "schedule", scheduledAt: new Date(Date.now() - 86_400_000) }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      fieldErrors: { scheduledAt: [SCHEDULE_IN_PAST] },
    });
    expect(await db.em().fork().count(Tender, { title })).toBe(0);
  });

  it("a tender created as public is announced in its own transaction, once", async () => {
    const { id } = await createTender(db.em(), admin, input("Public borehole survey"));
    expect(await publishedJobs(id)).toBe(1);
    expect(await announceDueTenders(f.db, alertsQueue())).not.toContain(id);
    expect(await publishedJobs(id)).toBe(1);
  });
});
