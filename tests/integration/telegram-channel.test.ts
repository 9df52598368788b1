// The public Telegram channel: 200 tenders published from one import are posted once each with
// two workers running, spaced as configured and resumed after a 429; a deleted or cancelled
// tender's post is edited to say so; admins read the post's state.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { alertsQueue } from "~/modules/alerts/alerts-queue.server";
import { startAlertsWorker } from "~/modules/alerts/worker.server";
import { importTenders } from "~/modules/tender-import/tender-import.server";
import { deleteTender } from "~/modules/tenders/tender-commands.server";
import { channelPostOfTender } from "~/modules/telegram/channel-posts.server";
import { cancelTender } from "~/modules/awards/awards.server";
import { loader as editLoader } from "~/routes/admin/tenders-edit";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { fakeHttpServer, type RecordedRequest } from "./fake-http-server";
import { csvFile } from "./import-files";
import { routeArgs } from "./route-args";
import { tenderAuthor } from "./tender-author";

const db = setupTestDatabase();
const BOT_TOKEN = "654321:CHANNEL-token";
const CHANNEL = "@TenderLinkTestChannel";
const TENDERS = 200;
const SPACING_MS = 40;
const RETRY_AFTER_SECONDS = 1;
/** The channel send that Telegram refuses with 429 (once). */
const REFUSED_CALL = 60;

interface ChannelCall {
  at: number;
  method: string;
  body: Record<string, unknown>;
  status: number;
}
const calls: ChannelCall[] = [];
let nextMessageId = 500;

const telegram = fakeHttpServer((request: RecordedRequest) => {
  const body = request.json as Record<string, unknown>;
  const method = request.path.replace(`/bot${BOT_TOKEN}/`, "");
  const call: ChannelCall = { at: performance.now(), method, body, status: 200 };
  calls.push(call);
  if (method === "sendMessage" && body.chat_id === CHANNEL) {
    if (calls.filter((c) => c.method === "sendMessage").length === REFUSED_CALL) {
      call.status = 429;
      return {
        status: 429,
        body: {
          ok: false,
          description: `Too Many Requests: retry after ${RETRY_AFTER_SECONDS}`,
          parameters: { retry_after: RETRY_AFTER_SECONDS },
        },
      };
    }
    return { body: { ok: true, result: { message_id: ++nextMessageId } } };
  }
  if (method === "editMessageText") return { body: { ok: true, result: true } };
  if (method === "getUpdates") return { body: { ok: true, result: [] } };
  call.status = 404;
  return { status: 404, body: { ok: false, description: "Not Found" } };
});

let pool: pg.Pool;
let superadmin: CurrentUser;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = BOT_TOKEN;
  process.env.TELEGRAM_CHANNEL_ID = CHANNEL;
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const em = db.em();
  const author = await tenderAuthor(
    em,
    { fullname: "Channel importer", email: "channel-importer@example.et" },
    "Addis Zemen",
  );
  await pool.query("update users set role = 'superadmin' where id = $1", [author.admin.id]);
  superadmin = { ...author.admin, role: "superadmin" };
  // Two workers, as two processes would run: each has its channel sender.
  for (let worker = 0; worker < 2; worker++) {
    stops.push(
      await startAlertsWorker({
        databaseUrl: db.url,
        pollingIntervalSeconds: 0.5,
        channelPostSpacingMs: SPACING_MS,
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  await pool?.end();
  delete process.env.TELEGRAM_CHANNEL_ID;
  delete process.env.TELEGRAM_BOT_TOKEN;
});

const channelSends = () =>
  calls.filter((call) => call.method === "sendMessage" && call.body.chat_id === CHANNEL);

let ids: number[] = [];

it("posts each of 200 imported tenders once, spaced, waiting out a 429", async () => {
  const file = await csvFile([
    ["title", "snippet", "closing_date", "region", "source", "language"],
    ...Array.from({ length: TENDERS }, (_, i) => [
      `Supply of channel lot ${i}`,
      `Visible snippet ${i}`,
      "2031-05-01 10:30",
      "Oromia",
      "Addis Zemen",
      "English",
    ]),
  ]);
  ({ ids } = await importTenders(db.em(), superadmin, file, "all"));
  expect(ids).toHaveLength(TENDERS);
  // The admin schedules the import for now; the publication job announces the 200 at once.
  await pool.query("update tenders set published_at = now() where id = any($1::int[])", [ids]);
  await alertsQueue()!.send(QUEUES.publication, {});

  const posted = async () =>
    (
      await pool.query<{ n: number }>(
        "select count(*)::int as n from telegram_channel_posts where state = 'posted'",
      )
    ).rows[0]!.n;
  // Generous for a loaded machine: unloaded, the 200 posts take about 15 s.
  await expect.poll(posted, { timeout: 170_000, interval: 500 }).toBe(TENDERS);

  const sends = channelSends();
  expect(sends).toHaveLength(TENDERS + 1);
  const seconds = ((sends.at(-1)!.at - sends[0]!.at) / 1000).toFixed(1);
  console.info(`channel: ${sends.length} sends in ${seconds} s`);
  const accepted = sends.filter((call) => call.status === 200);
  const links = accepted.map((call) => String(call.body.text).split("\n\n").at(-1));
  expect(new Set(links).size).toBe(TENDERS);
  expect(links.sort()).toEqual(ids.map((id) => `http://localhost:3000/tenders/${id}`).sort());

  // Never two calls closer than the spacing; after the 429, nothing before its retry_after.
  const gaps = sends.slice(1).map((call, i) => call.at - sends[i]!.at);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SPACING_MS - 2);
  const refused = sends.findIndex((call) => call.status === 429);
  expect(refused).toBe(REFUSED_CALL - 1);
  expect(sends[refused + 1]!.at - sends[refused]!.at).toBeGreaterThanOrEqual(
    RETRY_AFTER_SECONDS * 1000 - 5,
  );
  // The refused tender was posted afterwards, once.
  const refusedText = String(sends[refused]!.body.text);
  expect(accepted.filter((call) => call.body.text === refusedText)).toHaveLength(1);

  // What a visitor may see: title, snippet, link; never the closing date.
  const first = accepted.find((call) => String(call.body.text).includes("channel lot 7\n"))!;
  expect(first.body.text).toBe(
    `Supply of channel lot 7\n\nVisible snippet 7\n\nhttp://localhost:3000/tenders/${ids[7]}`,
  );
  for (const call of accepted) expect(String(call.body.text)).not.toMatch(/2031|May/);

  // Announcing again (a retried job, an admin's "Publish now") posts nothing more.
  await alertsQueue()!.send(QUEUES.publication, {});
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(channelSends()).toHaveLength(TENDERS + 1);
}, 200_000);

it("edits the post of a deleted or cancelled tender, and shows admins the state", async () => {
  const request = new Request(`http://localhost/admin/tenders/edit/${ids[5]}`);
  const page = (await editLoader(
    routeArgs(request, db.em(), superadmin, { id: String(ids[5]) }),
  )) as { channelPost: { state: string } | null };
  expect(page.channelPost).toMatchObject({ state: "posted", lastError: null });
  const view = await channelPostOfTender(db.em(), ids[3]!);
  expect(view).toMatchObject({ state: "posted", attempts: 1, lastError: null });
  expect(view!.messageUrl).toMatch(/^https:\/\/t\.me\/TenderLinkTestChannel\/\d+$/);
  const messageIdOf = async (tenderId: number) =>
    (
      await pool.query<{ message_id: string }>(
        "select message_id from telegram_channel_posts where tender_id = $1",
        [tenderId],
      )
    ).rows[0]!.message_id;
  const deletedMessage = Number(await messageIdOf(ids[3]!));
  const cancelledMessage = Number(await messageIdOf(ids[4]!));

  await deleteTender(db.em(), superadmin, { id: ids[3]! });
  // Cancelling a tender (its outcome) edits its post.
  await cancelTender(db.em(), superadmin, ids[4]!, { reason: "Budget withdrawn" });

  const edits = () => calls.filter((call) => call.method === "editMessageText");
  await expect.poll(() => edits().length, { timeout: 15_000 }).toBe(2);
  const byMessage = new Map(edits().map((call) => [call.body.message_id, call.body]));
  expect(byMessage.get(deletedMessage)).toMatchObject({ chat_id: CHANNEL });
  expect(byMessage.get(deletedMessage)!.text).toBe(
    "Supply of channel lot 3\n\nThis tender was withdrawn.\n\nይህ ጨረታ ተነስቷል።",
  );
  expect(String(byMessage.get(cancelledMessage)!.text)).toMatch(
    /^Supply of channel lot 4\n\nThis tender was cancelled\.\n\n\S/,
  );
  const states = async () =>
    (
      await pool.query<{ state: string }>(
        "select state from telegram_channel_posts where message_id = any($1::bigint[])",
        [[deletedMessage, cancelledMessage]],
      )
    ).rows.map((row) => row.state);
  await expect.poll(states, { timeout: 5_000 }).toEqual(["withdrawn", "withdrawn"]);
  expect(await channelPostOfTender(db.em(), ids[4]!)).toMatchObject({ state: "withdrawn" });
}, 30_000);
