// The realistic benchmark's vocabulary, ranked by frequency, and the Zipf draw over it. The
// same ranking feeds the SQL that writes the tenders and the traffic that searches them, so
// searches hit words as often as the text contains them.
import { createHash } from "node:crypto";
import * as words from "./realistic-words";

export interface Vocabulary {
  /** English words, most frequent first (several thousand). */
  words: string[];
  /** Amharic words, most frequent first. */
  amharicWords: string[];
  /** Issuing organisations, most frequent first (stored in tenders.organisation). */
  buyers: string[];
  amharicBuyers: string[];
  /** Towns, biggest first. */
  towns: string[];
  units: string[];
  actions: string[];
  titleTemplates: string[];
  snippetTemplates: string[];
  boilerplate: string[];
  amharicTitleTemplates: string[];
  amharicSnippetTemplates: string[];
  amharicBoilerplate: string[];
}

/**
 * Index 0..n-1 with P(k) ≈ 1/((k+1)·ln(n+1)): a Zipf law (exponent 1) drawn as
 * floor(exp(u·ln(n+1))). The SQL side uses the same formula, 1-based.
 */
export function zipfIndex(n: number, random: () => number = Math.random): number {
  return Math.floor(Math.exp(random() * Math.log(n + 1))) - 1;
}

export function zipfPick<T>(items: readonly T[], random: () => number = Math.random): T {
  return items[zipfIndex(items.length, random)]!;
}

/** A seeded generator (mulberry32), so the ranking is the same in every run and process. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const split = (text: string) => text.split(/\s+/).filter(Boolean);

/** Nouns that take no plural in item lists (materials, food, services). */
const UNCOUNTABLE = new Set(
  split(`paper cement concrete asphalt gravel sand aggregate timber plywood paint glass aluminium
    bitumen oxygen gauze soap bleach chlorine fodder forage diesel petrol kerosene charcoal firewood
    flour wheat maize teff sorghum barley rice pasta sugar salt meat milk bread injera coffee tea
    chalk furniture equipment roofing masonry plastering painting tiling plumbing wiring grading
    paving gravelling resurfacing fencing demolition finishing drainage excavation earthworks
    afforestation terracing compaction backfill surfacing sealing marking signage lighting
    irrigation electrification expansion extension renovation upgrading mesh membrane sealant
    adhesive grout putty varnish thinner primer emulsion wallpaper linoleum parquet marble granite
    terrazzo gypsum chipboard rebar reinforcement geotextile grease lubricant insulin infusion
    ointment disinfectant detergent sanitizer cutlery utensils shelving scaffolding formwork
    shuttering wire rope net tarpaulin`),
);

const IRREGULAR: Record<string, string> = { shelf: "shelves", knife: "knives", mouse: "mice" };

/** The plural as item lists write it; undefined when the word takes none or already is one. */
function plural(noun: string): string | undefined {
  if (UNCOUNTABLE.has(noun) || noun.endsWith("s")) return undefined;
  if (IRREGULAR[noun]) return IRREGULAR[noun];
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** Sizes and ratings as specifications write them: 50mm, 25kva, 16mm2, dn110, pn16. */
function specifications(): string[] {
  const numbers = [
    1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 16, 18, 20, 22, 24, 25, 30, 32, 35, 40, 45, 50, 60, 63, 70, 75,
    80, 90, 100, 110, 120, 125, 150, 160, 180, 200, 220, 250, 300, 315, 350, 400, 450, 500, 630,
    800, 1000, 1250, 1600, 2000,
  ];
  const units = split("mm cm m kg l ml kva kw w v a gb mm2 ah bar t hp in mpa kn rpm mbps");
  const sizes = numbers.flatMap((number) => units.map((unit) => `${number}${unit}`));
  const pipes = numbers.filter((number) => number >= 15 && number <= 630).map((n) => `dn${n}`);
  return [...sizes, ...pipes, "pn6", "pn10", "pn16", "pn25", "c15", "c20", "c25", "c30", "c35"];
}

/** Every organisation of the notices, the major buyers first, the rest in a fixed shuffle. */
function buyers(random: () => number): string[] {
  const rest = [
    ...words.MINISTRIES.map((name) => `Ministry of ${name}`),
    ...words.FEDERAL_BODIES,
    ...words.BANKS,
    ...words.UNIVERSITIES,
    ...words.HOSPITALS,
    ...words.REGION_NAMES.flatMap((region) =>
      words.REGIONAL_BUREAUS.map((bureau) => `${region} Regional ${bureau}`),
    ),
    ...words.TOWNS.slice(1, 80).flatMap((town) =>
      words.TOWN_OFFICES.map((office) => `${town} ${office}`),
    ),
  ];
  return unique([...words.MAJOR_BUYERS, ...shuffled(rest, random)]);
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/**
 * Head words first (fixed order), then the real words in a fixed shuffle, then the rarer
 * derived forms (plurals, specifications, compounds): rank decides frequency.
 */
export function buildVocabulary(): Vocabulary {
  const random = seeded(20261123);
  const head = words.HEAD_WORDS;
  const nouns = unique([...split(words.GOODS), ...split(words.WORKS)]);
  const body = unique(
    [
      words.GOODS,
      words.SERVICES,
      words.WORKS,
      words.QUALIFIERS,
      words.BRANDS,
      words.MEDICAL,
      words.ICT,
      words.AGRICULTURE,
      words.CONSTRUCTION_MATERIALS,
      words.VEHICLE_PARTS,
      words.PARTIES,
      words.PROCESS,
    ].flatMap(split),
  ).filter((word) => !head.includes(word));
  const derived = unique([
    ...nouns.map(plural).filter((word) => word !== undefined),
    ...split(words.COMPOUNDS),
    ...split(words.CODES),
    ...specifications(),
  ]).filter((word) => !head.includes(word) && !body.includes(word));
  const ranked = [...head, ...shuffled(body, random), ...shuffled(derived, random)];
  return {
    words: ranked,
    amharicWords: unique(words.AMHARIC_WORDS),
    buyers: buyers(random),
    amharicBuyers: words.AMHARIC_BUYERS,
    towns: unique(words.TOWNS),
    units: words.UNITS,
    actions: words.ACTIONS,
    titleTemplates: words.TITLE_TEMPLATES,
    snippetTemplates: words.SNIPPET_TEMPLATES,
    boilerplate: words.BOILERPLATE,
    amharicTitleTemplates: words.AMHARIC_TITLE_TEMPLATES,
    amharicSnippetTemplates: words.AMHARIC_SNIPPET_TEMPLATES,
    amharicBoilerplate: words.AMHARIC_BOILERPLATE,
  };
}

/** Changes whenever the generated text would: a kept database is reloaded then. */
export function vocabularyFingerprint(vocabulary: Vocabulary, generatorVersion: number): string {
  return createHash("sha256")
    .update(JSON.stringify({ vocabulary, generatorVersion }))
    .digest("hex")
    .slice(0, 16);
}
