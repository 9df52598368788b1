/**
 * A strict reader of Prometheus's text exposition format (0.0.4): every line must be a comment,
 * a HELP or TYPE line, or a sample `name{label="value",…} number [timestamp]`; anything else
 * throws, naming the line. Tests read /metrics through it (no parser package is installed).
 */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (\\S+)(?: -?\\d+)?$`,
);
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);

export function parsePrometheusText(text: string): Exposition {
  const exposition: Exposition = { types: new Map(), help: new Map(), samples: [] };
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a line feed");
  for (const line of text.slice(0, -1).split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta;
      if (!new RegExp(`^${NAME}$`).test(name!)) throw new Error(`bad metric name: ${line}`);
      if (kind === "TYPE") {
        if (!TYPES.has(rest!)) throw new Error(`bad type: ${line}`);
        if (exposition.types.has(name!)) throw new Error(`second TYPE for ${name}`);
        exposition.types.set(name!, rest!);
      } else exposition.help.set(name!, rest!);
      continue;
    }
    if (line.startsWith("#")) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? "").matchAll(new RegExp(LABEL, "g"))) {
      if (key! in labels) throw new Error(`label ${key} twice: ${line}`);
      labels[key!] = value!.replace(/\\n/g, "\n").replace(/\\(["\\])/g, "$1");
    }
    // As Prometheus reads them (Go's ParseFloat): NaN and Inf in any case.
    const raw = sample.at(-1)!;
    const special = { nan: NaN, "+inf": Infinity, inf: Infinity, "-inf": -Infinity }[
      raw.toLowerCase()
    ];
    const value = special ?? Number(raw);
    if (special === undefined && Number.isNaN(value)) throw new Error(`bad value: ${line}`);
    exposition.samples.push({ name: sample[1]!, labels, value });
  }
  for (const { name } of exposition.samples) {
    const family = name.replace(/_(bucket|sum|count)$/, "");
    if (!exposition.types.has(name) && !exposition.types.has(family)) {
      throw new Error(`sample ${name} has no TYPE line`);
    }
  }
  return exposition;
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when none. */
export function valueOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = exposition.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value ?? 0;
}
