// Command-line options of the realistic benchmark (see the usage line in realistic.ts).
import { parseArgs } from "node:util";

export const PHASES = [
  "closed",
  "static",
  "floor",
  "open",
  "single",
  "alone",
  "sorted",
  "memory",
] as const;
export type Phase = (typeof PHASES)[number];

export interface RealisticOptions {
  tenders: number;
  /** Concurrent requests of the closed-loop and static phases. */
  connections: number;
  /** Measured seconds of each phase. */
  seconds: number;
  /** Offered requests per second of the open-loop phase. */
  rate: number;
  /** Unmeasured seconds before each phase. */
  warmUp: number;
  /** Keep .data/bench-realistic-<N> and reuse it when it already holds N tenders. */
  keep: boolean;
  /** Distinct list pages to ask for before the second memory reading; 0 skips it. */
  distinctPages: number;
  phases: Set<Phase>;
}

export function parseRealisticOptions(args: string[]): RealisticOptions {
  const { values } = parseArgs({
    args,
    options: {
      tenders: { type: "string", default: "100000" },
      connections: { type: "string", default: "32" },
      seconds: { type: "string", default: "20" },
      rate: { type: "string", default: "100" },
      "warm-up": { type: "string", default: "3" },
      keep: { type: "boolean", default: false },
      "distinct-pages": { type: "string", default: "0" },
      phases: { type: "string", default: PHASES.join(",") },
    },
  });
  const phases = values.phases.split(",").map((phase) => phase.trim());
  for (const phase of phases) {
    if (!(PHASES as readonly string[]).includes(phase)) {
      throw new Error(`Unknown phase "${phase}"; phases are ${PHASES.join(", ")}.`);
    }
  }
  return {
    tenders: whole("tenders", values.tenders, 1),
    connections: whole("connections", values.connections, 1),
    seconds: whole("seconds", values.seconds, 1),
    rate: whole("rate", values.rate, 1),
    warmUp: whole("warm-up", values["warm-up"], 0),
    keep: values.keep,
    distinctPages: whole("distinct-pages", values["distinct-pages"], 0),
    phases: new Set(phases as Phase[]),
  };
}

function whole(name: string, value: string, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`--${name} must be a whole number from ${min}, not "${value}".`);
  }
  return number;
}
