/**
 * Node's codes for a database server that cannot be reached. Resets and broken pipes are left
 * out: a client that goes away mid-request raises them too, and pg reports a dropped
 * database connection as "Connection terminated" anyway.
 */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going or refuses connections: connection exceptions (08…),
 * admin/crash shutdown and "cannot connect now" (57P01–57P03), too many connections (53300).
 */
const SERVER_GONE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * pg's own errors, without a code: the socket closed under a query, the pool gave up waiting
 * for a connection, or a database closed to connections (ALLOW_CONNECTIONS false, 55000, a
 * code shared with unrelated errors, so by its message).
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)|is not currently accepting connections/;

/**
 * Whether an error means the database is out of reach rather than a fault in a query. Read
 * from the error itself only (MikroORM copies the driver's code onto its own exceptions), not
 * its causes: a failed call to another service (mail, Telegram) may carry the same codes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE.has(code) || SERVER_GONE.test(code))) return true;
  return DRIVER_MESSAGES.test(error.message);
}
