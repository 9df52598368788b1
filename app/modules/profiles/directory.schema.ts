import { z } from "~/modules/zod";

/** Beyond it a directory page is empty anyway: organisations and suppliers are thousands. */
const MAX_DIRECTORY_PAGE = 500;
const MAX_WORDS = 8;

/**
 * The organisation and supplier lists' query (?q=&page=), read tolerantly: a stale or
 * hand-edited link still shows a list, never an error.
 */
const directoryQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((value) => value.trim().replace(/\s+/g, " ").slice(0, 100)),
  page: z.coerce.number().int().min(1).max(MAX_DIRECTORY_PAGE).catch(1),
});

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  return directoryQuerySchema.parse({
    q: params.get("q") ?? "",
    page: params.get("page") ?? 1,
  });
}

/** Each typed word as an ILIKE pattern ("%word%", its % and _ taken literally). */
export function likePatterns(q: string): string[] {
  const words = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)]
    .slice(0, MAX_WORDS)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}
