// The two ways of sending load. Closed loop: a fixed number of workers, each sending its next
// request when the previous one answered (throughput at saturation). Open loop: requests at a
// fixed rate whether or not earlier ones answered, each timed from the moment it was due, so
// a slow server shows up in the latencies instead of lowering the rate (no coordinated
// omission).
import { setTimeout as sleep } from "node:timers/promises";
import type { HttpClient } from "./realistic-http";
import { Recorder } from "./realistic-stats";
import type { BenchRequest } from "./realistic-traffic";

export interface ClosedLoopResult {
  recorder: Recorder;
  /** From the first request to the last answer. */
  seconds: number;
}

/** Runs until `seconds` have passed or `requests` were sent, whichever comes first. */
export async function closedLoop(options: {
  client: HttpClient;
  connections: number;
  next: () => BenchRequest;
  /** Work before each request, not timed (e.g. making the server forget what it remembers). */
  before?: () => Promise<void>;
  seconds?: number;
  requests?: number;
}): Promise<ClosedLoopResult> {
  const recorder = new Recorder();
  const started = performance.now();
  const deadline = started + (options.seconds ?? Infinity) * 1000;
  let budget = options.requests ?? Infinity;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && budget-- > 0) {
        const request = options.next();
        await options.before?.();
        const sent = performance.now();
        const outcome = await options.client.send(request);
        recorder.record(request.kind, performance.now() - sent, outcome, describe(request));
      }
    }),
  );
  return { recorder, seconds: (performance.now() - started) / 1000 };
}

export interface OpenLoopResult extends ClosedLoopResult {
  /** Requests sent (the offered rate × seconds). */
  sent: number;
  /** The most requests that were waiting for an answer at once. */
  maxInFlight: number;
}

export async function openLoop(options: {
  client: HttpClient;
  rate: number;
  seconds: number;
  next: () => BenchRequest;
}): Promise<OpenLoopResult> {
  const recorder = new Recorder();
  const interval = 1000 / options.rate;
  const total = Math.floor(options.rate * options.seconds);
  const answers: Promise<void>[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const request = options.next();
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    answers.push(
      options.client.send(request).then((outcome) => {
        inFlight--;
        recorder.record(request.kind, performance.now() - due, outcome, describe(request));
      }),
    );
  }
  await Promise.all(answers);
  return { recorder, seconds: (performance.now() - started) / 1000, sent: total, maxInFlight };
}

function describe(request: BenchRequest): string {
  return `${request.method} ${request.path}${request.signedIn ? " (user)" : ""}`;
}
