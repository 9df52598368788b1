// Resets and broken pipes are left out: a client leaving mid-request raises them too.
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// Connection exceptions, admin/crash shutdown, cannot connect now, too many connections.
const SERVER_GONE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

// pg's own, without a code; 55000 (not accepting connections) is shared, so by its message.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)|is not currently accepting connections/;

// The error itself only, not its causes: a failed mail or Telegram call may carry the same codes.
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE.has(code) || SERVER_GONE.test(code))) return true;
  return DRIVER_MESSAGES.test(error.message);
}
