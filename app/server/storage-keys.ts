const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,200}$/i;

/** One file name, no folder part: the shape of the keys we generate. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}
