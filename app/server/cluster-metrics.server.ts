import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import client, { AggregatorRegistry } from "prom-client";

// The HTTP process Prometheus reaches asks the first process, which aggregates every process's
// series (docs/decisions/014-metrics.md).
const COLLECT = "tenderlink:metrics-collect";
const COLLECTED = "tenderlink:metrics-collected";
const SNAPSHOT = "tenderlink:metrics-snapshot";
const SNAPSHOT_TAKEN = "tenderlink:metrics-snapshot-taken";

/** A process silent this long is left out of the scrape rather than failing it. */
const ANSWER_MS = 3_000;

type Snapshot = Awaited<ReturnType<typeof client.register.getMetricsAsJSON>>;

interface Message {
  type?: string;
  id?: string;
  text?: string;
  error?: string;
  metrics?: Snapshot;
}

const pending = new Map<string, (worker: Worker, metrics: Snapshot) => void>();
let combining = false;

export async function metricsText(): Promise<string> {
  // The first process serves HTTP itself (WEB_CONCURRENCY=1) beside a worker process.
  if (combining) return gather();
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return client.register.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const settle = (message: Message) => {
      if (message?.type !== COLLECTED || message.id !== id) return;
      clearTimeout(timer);
      process.off("message", settle);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? "");
    };
    const timer = setTimeout(() => {
      process.off("message", settle);
      reject(new Error("the first process did not combine the metrics in time"));
    }, ANSWER_MS * 2);
    process.on("message", settle);
    send({ type: COLLECT, id });
  });
}

/** In each child process (HTTP or worker): hands this process's series to the first process. */
export function answerMetricsSnapshots(): void {
  process.on("message", (message: Message) => {
    if (message?.type !== SNAPSHOT) return;
    void client.register
      .getMetricsAsJSON()
      .then((metrics) => process.send?.({ type: SNAPSHOT_TAKEN, id: message.id, metrics }));
  });
}

/** In the first process: answers each HTTP process's COLLECT with every series. */
export function combineClusterMetrics(): void {
  if (combining) return;
  combining = true;
  cluster.on("message", (worker, message: Message) => {
    if (message?.type === SNAPSHOT_TAKEN && message.id) {
      pending.get(message.id)?.(worker, message.metrics ?? []);
      return;
    }
    if (message?.type !== COLLECT || !message.id) return;
    const replyTo = message.id;
    void gather().then(
      (text) => worker.send({ type: COLLECTED, id: replyTo, text }),
      (error: unknown) =>
        worker.send({ type: COLLECTED, id: replyTo, error: String((error as Error)?.message) }),
    );
  });
}

async function gather(): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker !== undefined && worker.isConnected(),
  );
  const id = randomUUID();
  const snapshots: Snapshot[] = [await client.register.getMetricsAsJSON()];
  await new Promise<void>((resolve) => {
    const waiting = new Set(workers.map((worker) => worker.id));
    const done = () => {
      clearTimeout(timer);
      pending.delete(id);
      resolve();
    };
    const timer = setTimeout(done, ANSWER_MS);
    pending.set(id, (worker, metrics) => {
      if (!waiting.delete(worker.id)) return;
      snapshots.push(metrics);
      if (waiting.size === 0) done();
    });
    if (waiting.size === 0) done();
    for (const worker of workers) worker.send({ type: SNAPSHOT, id });
  });
  return AggregatorRegistry.aggregate(snapshots).metrics();
}
