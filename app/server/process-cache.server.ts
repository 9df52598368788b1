import { LRUCache } from "lru-cache";
import { CACHE_BOUNDS, type CacheName } from "./cache-bounds";
import { config } from "./config.server";
import { countCacheLookup, watchCacheSize } from "./metrics.server";

export interface ProcessCache<V> {
  get(key: string): V | undefined;
  /** The value without counting: for a caller that checks it first and then calls `counted`. */
  peek(key: string): V | undefined;
  counted(hit: boolean): void;
  set(key: string, value: V): void;
}

/** Under CACHES_OFF it remembers nothing, so a benchmark can measure what it saves. */
export function processCache<V extends object | string>(
  name: CacheName,
  sizeOf: (value: V, key: string) => number,
): ProcessCache<V> {
  const store = new LRUCache<string, V>({
    maxSize: CACHE_BOUNDS[name],
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key))),
  });
  watchCacheSize(name, () => store.calculatedSize);
  const off = () => config().cachesOff.includes(name);
  const cache: ProcessCache<V> = {
    peek: (key) => (off() ? undefined : store.get(key)),
    counted: (hit) => countCacheLookup(name, hit),
    get(key) {
      const value = cache.peek(key);
      cache.counted(value !== undefined);
      return value;
    },
    set(key, value) {
      if (!off()) store.set(key, value);
    },
  };
  return cache;
}
