/** PostgreSQL's "canceling statement due to statement timeout" (or to a cancel request). */
export function isQueryCanceled(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "57014";
}
