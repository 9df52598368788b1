export function newestMtime(entries: string[]): number;
