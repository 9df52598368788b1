// Issue 37: a 3 MB PDF that inflates to 3 GB drove the alerts worker past 7 GB of RSS, and slow
// PDFs held up a plain tender's immediate alert by 92 s, because a new tender's documents were
// read inside its "published" job, before its alerts, in the one queue every new tender waits
// in. Here the worker runs in this process, its documents are read in processes of their own,
// and the whole tree's memory is sampled from /proc.
import { afterAll, beforeAll, expect, it } from "vitest";
import { QUEUES } from "~/modules/alerts/alert-jobs";
import { alertsQueue } from "~/modules/alerts/alerts-queue.server";
import { startAlertsWorker } from "~/modules/alerts/worker.server";
import { AlertFixtures, recordingTransport } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { inflatingPdf, pdfWithText } from "./document-files";
import { MB, sampleProcessTree } from "./process-tree-memory";

const db = setupTestDatabase();
let f: AlertFixtures;
let stop: () => Promise<void>;
const email = recordingTransport();

beforeAll(async () => {
  f = new AlertFixtures(db.url);
  stop = await startAlertsWorker({
    databaseUrl: db.url,
    pollingIntervalSeconds: 0.5,
    transports: () => email.transport,
  });
}, 60_000);
afterAll(async () => {
  await stop?.();
  await f?.close();
});

/** What publication queues for a tender (announceDueTenders). */
async function publish(tenderId: number) {
  await alertsQueue()!.send(QUEUES.published, { tenderId });
}

/** The e-mails `address` was sent, by the tender titles they name. */
function sentTo(address: string) {
  return email.sent.filter((sent) => sent.address === address).map((sent) => sent.message.text);
}

const documentStatus = async (documentId: number) =>
  (
    await f.one<{ text_status: string }>("select text_status from tender_documents where id = $1", [
      documentId,
    ])
  ).text_status;

async function subscriber(label: string, include: string) {
  const user = await f.user(label);
  await f.channel(user.id, "email", user.email);
  await f.profile(user.id, { include, frequency: "immediate" });
  return user;
}

it("alerts a plain tender while a 3 MB PDF inflating to 3 GB is read, the worker's process tree under 1 GB", async () => {
  const user = await subscriber("kestrel", "kestrelwire");
  const hostile = await f.tender({ title: "Kestrelwire fencing of the reservoir" });
  const annex = await f.document(hostile, "Annex.pdf", inflatingPdf());
  const plain = await f.tender({ title: "Kestrelwire for the depot" });

  const memory = sampleProcessTree();
  // The hostile tender first: before, the plain one's job waited behind its reading.
  await publish(hostile);
  await publish(plain);

  await expect.poll(() => sentTo(user.email).length, { timeout: 30_000 }).toBe(2);
  expect(sentTo(user.email).join("\n")).toContain("Kestrelwire for the depot");
  expect(sentTo(user.email).join("\n")).toContain("Kestrelwire fencing of the reservoir");
  // Both alerts were out while the annex was still being read.
  expect(await documentStatus(annex)).toBe("pending");

  await expect.poll(() => documentStatus(annex), { timeout: 60_000, interval: 200 }).toBe("failed");
  const { peakTree, peakDescendant } = memory.stop();
  // The reader really went for the 3 GB (stopped at its memory limit, or at its time limit on a
  // very busy machine): this process (the worker) and its children stayed under 1 GB together.
  expect(peakDescendant).toBeGreaterThan(200 * MB);
  expect(peakTree).toBeLessThan(1024 * MB);
  expect(sentTo(user.email)).toHaveLength(2);
}, 120_000);

it("alerts whoever a new tender's documents alone match once they are read, and no one twice", async () => {
  // The worker survived the hostile annex above and goes on reading.
  const byTitle = await subscriber("title", "gasketry");
  const byDocument = await subscriber("document", "ospreyflange");
  const tender = await f.tender({ title: "Gasketry for the pumping station" });
  const specification = await f.document(
    tender,
    "Specification.pdf",
    await pdfWithText([["Ospreyflange DN100 PN16, 40 pieces"]]),
  );

  await publish(tender);

  await expect.poll(() => sentTo(byDocument.email), { timeout: 30_000 }).toHaveLength(1);
  expect(sentTo(byDocument.email)[0]).toContain("Gasketry for the pumping station");
  expect(sentTo(byDocument.email)[0]).toContain("Specification.pdf");
  expect(await documentStatus(specification)).toBe("extracted");
  // The title's subscriber was alerted at once, and not again when the text arrived.
  expect(sentTo(byTitle.email)).toHaveLength(1);
  const deliveries = await f.one<{ count: string }>(
    "select count(*) from alert_deliveries where tender_id = $1 and reason = 'immediate'",
    [tender],
  );
  expect(Number(deliveries.count)).toBe(2);
}, 60_000);
