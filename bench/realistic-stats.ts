// Latency and errors per request class. Every response time is kept (a phase has thousands,
// not millions), so percentiles are exact rather than estimated from buckets.
import type { Outcome } from "./realistic-http";

/** 2xx and 3xx are successes (a save answers with a redirect); anything else is an error. */
export function isError(outcome: Outcome): boolean {
  return outcome.failure !== undefined || outcome.status < 200 || outcome.status >= 400;
}

interface ClassRecord {
  latencies: number[];
  errors: number;
  bytes: number;
  /** The first few failing requests, e.g. "500 GET /home?q=…", to look at by hand. */
  failures: string[];
}

export interface StatsRow {
  class: string;
  requests: number;
  "req/s": number;
  "p50 ms": number;
  "p95 ms": number;
  "p99 ms": number;
  "max ms": number;
  errors: number;
  "kB/resp": number;
}

const FAILURES_KEPT = 5;

export class Recorder {
  private readonly classes = new Map<string, ClassRecord>();

  record(kind: string, milliseconds: number, outcome: Outcome, description: string): void {
    let entry = this.classes.get(kind);
    if (!entry) {
      entry = { latencies: [], errors: 0, bytes: 0, failures: [] };
      this.classes.set(kind, entry);
    }
    entry.latencies.push(milliseconds);
    entry.bytes += outcome.bytes;
    if (isError(outcome)) {
      entry.errors++;
      if (entry.failures.length < FAILURES_KEPT) {
        const reason = outcome.code ?? outcome.failure ?? outcome.status;
        entry.failures.push(`${reason} ${description}`);
      }
    }
  }

  /** One row per class, in `order` first, then a total row when there are several. */
  rows(seconds: number, order: readonly string[] = []): StatsRow[] {
    const kinds = [
      ...order.filter((kind) => this.classes.has(kind)),
      ...[...this.classes.keys()].filter((kind) => !order.includes(kind)),
    ];
    const rows = kinds.map((kind) => row(kind, this.classes.get(kind)!, seconds));
    if (kinds.length > 1) {
      const all: ClassRecord = { latencies: [], errors: 0, bytes: 0, failures: [] };
      for (const entry of this.classes.values()) {
        all.latencies.push(...entry.latencies);
        all.errors += entry.errors;
        all.bytes += entry.bytes;
      }
      rows.push(row("all", all, seconds));
    }
    return rows;
  }

  failures(): Record<string, string[]> {
    return Object.fromEntries(
      [...this.classes]
        .filter(([, entry]) => entry.failures.length)
        .map(([k, e]) => [k, e.failures]),
    );
  }

  get count(): number {
    let total = 0;
    for (const entry of this.classes.values()) total += entry.latencies.length;
    return total;
  }
}

function row(kind: string, entry: ClassRecord, seconds: number): StatsRow {
  const sorted = Float64Array.from(entry.latencies).sort();
  const count = sorted.length;
  return {
    class: kind,
    requests: count,
    "req/s": round(count / seconds),
    "p50 ms": percentile(sorted, 50),
    "p95 ms": percentile(sorted, 95),
    "p99 ms": percentile(sorted, 99),
    "max ms": round(sorted[count - 1] ?? 0),
    errors: entry.errors,
    "kB/resp": round(entry.bytes / Math.max(1, count) / 1024),
  };
}

/** Nearest rank over sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
