import { setTimeout } from "node:timers/promises";

/** Waits `ms`, or less when `signal` aborts: a loop being stopped does not wait out its pause. */
export async function sleep(ms: number, signal: AbortSignal): Promise<void> {
  await setTimeout(ms, undefined, { signal }).catch((error: unknown) => {
    if (!signal.aborted) throw error;
  });
}
