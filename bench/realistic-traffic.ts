// What the realistic benchmark asks for: a mix of searches, filter combinations, tender pages,
// the landing page, saves and buyer and supplier profiles, each URL new (so no remembered result or render is reused just
// because the benchmark repeats itself), with search words drawn as often as the tenders
// contain them.
import type { Catalogue, CatalogueItem } from "./realistic-catalogue";
import { zipfPick, type Vocabulary } from "./realistic-vocabulary";

export const REQUEST_CLASSES = [
  "search",
  "filters",
  "detail",
  "landing",
  "save",
  "buyer",
  "supplier",
] as const;
export type RequestClass = (typeof REQUEST_CLASSES)[number];

/** Share of each class in the mix. */
const MIX: Record<RequestClass, number> = {
  search: 0.36,
  filters: 0.24,
  detail: 0.2,
  landing: 0.1,
  save: 0.05,
  buyer: 0.03,
  supplier: 0.02,
};

/** The profiles the traffic can ask for, most active first (so a Zipf draw favours them). */
export interface ProfileTargets {
  /** Slugs of organisations, the most frequent buyers first; Amharic names apart. */
  buyers: string[];
  amharicBuyers: string[];
  /** Slugs of suppliers, those with the most awards first. */
  suppliers: string[];
}

export interface BenchRequest {
  /** The class it is counted under. */
  kind: string;
  method: "GET" | "POST";
  path: string;
  signedIn: boolean;
  body?: string;
}

export interface TenderIdRange {
  min: number;
  max: number;
}

const FILTER_KEYS = ["source", "region", "language", "status", "category", "subcategory"] as const;

export class Traffic {
  private readonly seen = new Set<string>();
  /** Requests that had to repeat an earlier URL because every draw was taken already. */
  repeats = 0;

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly catalogue: Catalogue,
    private readonly ids: TenderIdRange,
    private readonly random: () => number = Math.random,
    private readonly profiles: ProfileTargets = { buyers: [], amharicBuyers: [], suppliers: [] },
  ) {}

  /** The next request of the mix. */
  next(): BenchRequest {
    let draw = this.random();
    for (const kind of REQUEST_CLASSES) {
      draw -= MIX[kind];
      if (draw < 0) return this.ofClass(kind);
    }
    return this.ofClass("search");
  }

  ofClass(kind: RequestClass): BenchRequest {
    switch (kind) {
      case "search":
        return this.unique(() => this.search());
      case "filters":
        return this.unique(() => this.filters());
      case "detail":
        return this.unique(() => this.detail());
      case "save":
        return this.unique(() => this.save());
      case "landing":
        // The one page whose URL cannot change: everybody asks for the same `/`.
        return { kind, method: "GET", path: "/", signedIn: this.chance(0.3) };
      case "buyer":
        return this.unique(() => this.buyer());
      case "supplier":
        return this.unique(() => this.supplier());
    }
  }

  /**
   * The same two signed-in pages again and again: a category's list (its ids remembered after
   * the first request, so no search runs) and a tender. What building a page costs when the
   * database has almost nothing to do: the floor under the mix.
   */
  floorPages(): BenchRequest[] {
    const category = this.catalogue.categories[0]!.id;
    const tender = Math.floor((this.ids.min + this.ids.max) / 2);
    return [
      { kind: "list, same URL", method: "GET", path: `/home?category=${category}`, signedIn: true },
      { kind: "detail, same URL", method: "GET", path: `/tenders/${tender}`, signedIn: true },
    ];
  }

  /** A list page nobody asked for yet: a search or a filter combination. */
  listPage(): BenchRequest {
    return this.chance(0.6) ? this.ofClass("search") : this.ofClass("filters");
  }

  /** The ten most frequent words: the broadest searches. */
  get broadestWords(): string[] {
    return this.vocabulary.words.slice(0, 10);
  }

  /** One of the broadest searches, on a random page of `pages` (1-20 unless told). */
  broadSearch(pages: [number, number] = [1, 20], kind = "broad search"): BenchRequest {
    const words = this.broadestWords;
    return this.unique(() => ({
      kind,
      method: "GET",
      path: this.list({ q: words[this.int(0, words.length - 1)]!, page: this.int(...pages) }),
      signedIn: this.chance(0.5),
    }));
  }

  /**
   * A signed-in search's first page in `sort` order (the list's orders, TENDER_SORTS): the
   * broadest word `word`, or a search of the mix when none is given.
   */
  sortedSearch(sort: string, word?: string): BenchRequest {
    return this.unique(() => {
      const params = new URLSearchParams({ q: word ?? this.searchTerms(), sort });
      return { kind: `sort=${sort}`, method: "GET", path: `/home?${params}`, signedIn: true };
    });
  }

  private unique(make: () => BenchRequest): BenchRequest {
    for (let attempt = 0; attempt < 100; attempt++) {
      const request = make();
      // Visitors and users get different pages for the same URL: both may be asked.
      const key = `${request.signedIn} ${request.method} ${request.path}`;
      if (!this.seen.has(key)) {
        this.seen.add(key);
        return request;
      }
    }
    this.repeats++;
    return make();
  }

  private search(): BenchRequest {
    return {
      kind: "search",
      method: "GET",
      path: this.list({ q: this.searchTerms(), page: this.maybePage() }),
      signedIn: this.chance(0.5),
    };
  }

  /** What people type: mostly one or two words, sometimes a phrase, an exclusion, Amharic. */
  private searchTerms(): string {
    const word = () => zipfPick(this.vocabulary.words, this.random);
    const draw = this.random();
    if (draw < 0.4) return word();
    if (draw < 0.62) return `${word()} ${word()}`;
    if (draw < 0.72) return `"${word()} ${word()}"`;
    if (draw < 0.8) return `${word()} -${word()}`;
    if (draw < 0.87) {
      const amharic = () => zipfPick(this.vocabulary.amharicWords, this.random);
      return this.chance(0.6) ? amharic() : `${amharic()} ${amharic()}`;
    }
    if (draw < 0.93) return this.broadestWords[this.int(0, 9)]!;
    return `${zipfPick(this.vocabulary.towns, this.random)} ${word()}`;
  }

  /**
   * 1–3 filters with random catalogue ids: many combinations match nothing, as when someone
   * ticks a rare region with a rare source; 5% name an id that no longer exists (old links).
   */
  private filters(): BenchRequest {
    const keys = this.shuffle([...FILTER_KEYS]).slice(0, this.int(1, 3));
    const params = new URLSearchParams();
    if (this.chance(0.2)) params.set("q", zipfPick(this.vocabulary.words, this.random));
    for (const key of keys) {
      if (key === "status") {
        params.set(key, this.chance(0.7) ? "open" : "closed");
        continue;
      }
      const items: CatalogueItem[] =
        key === "source"
          ? this.catalogue.sources
          : key === "region"
            ? this.catalogue.regions
            : key === "language"
              ? this.catalogue.languages
              : key === "category"
                ? this.catalogue.categories
                : this.catalogue.subcategories;
      const ticks = key === "category" || key === "subcategory" ? this.int(1, 2) : 1;
      for (let tick = 0; tick < ticks; tick++) params.append(key, String(this.catalogueId(items)));
    }
    const page = this.maybePage();
    if (page > 1) params.set("page", String(page));
    return { kind: "filters", method: "GET", path: `/home?${params}`, signedIn: true };
  }

  private catalogueId(items: CatalogueItem[]): number {
    const last = items.reduce((max, item) => Math.max(max, item.id), 0);
    if (this.chance(0.05)) return last + this.int(1, 100);
    return items[this.int(0, items.length - 1)]!.id;
  }

  private detail(): BenchRequest {
    return {
      kind: "detail",
      method: "GET",
      path: `/tenders/${this.int(this.ids.min, this.ids.max)}`,
      signedIn: true,
    };
  }

  /**
   * A buyer's profile, public: drawn as often as the buyer publishes (its rank; Amharic names
   * as often as Amharic notices), by visitors and users alike; a database without
   * organisations asks for the directory instead.
   */
  private buyer(): BenchRequest {
    const { amharicBuyers } = this.profiles;
    const buyers = amharicBuyers.length && this.chance(0.05) ? amharicBuyers : this.profiles.buyers;
    const path = buyers.length
      ? `/organisations/${encodeURIComponent(zipfPick(buyers, this.random))}`
      : "/organisations";
    return { kind: "buyer", method: "GET", path, signedIn: this.chance(0.5) };
  }

  /** A supplier's track record (users only), on its first page or, for 20%, a later one. */
  private supplier(): BenchRequest {
    const { suppliers } = this.profiles;
    if (!suppliers.length)
      return { kind: "supplier", method: "GET", path: "/suppliers", signedIn: true };
    const slug = encodeURIComponent(zipfPick(suppliers, this.random));
    const page = this.chance(0.2) ? `?page=${this.int(2, 5)}` : "";
    return { kind: "supplier", method: "GET", path: `/suppliers/${slug}${page}`, signedIn: true };
  }

  /** The no-JavaScript save form; its answer is a redirect back. */
  private save(): BenchRequest {
    return {
      kind: "save",
      method: "POST",
      path: `/tenders/${this.int(this.ids.min, this.ids.max)}/save`,
      signedIn: true,
      body: "intent=save",
    };
  }

  private list(query: { q: string; page: number }): string {
    const params = new URLSearchParams({ q: query.q });
    if (query.page > 1) params.set("page", String(query.page));
    return `/home?${params}`;
  }

  /** A page 1–20 for 30% of the lists (page 1 has no parameter), otherwise the first. */
  private maybePage(): number {
    return this.chance(0.3) ? this.int(1, 20) : 1;
  }

  private chance(probability: number): boolean {
    return this.random() < probability;
  }

  /** A whole number from `min` to `max`, both included. */
  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private shuffle<T>(items: T[]): T[] {
    for (let index = items.length - 1; index > 0; index--) {
      const other = this.int(0, index);
      [items[index], items[other]] = [items[other]!, items[index]!];
    }
    return items;
  }
}
