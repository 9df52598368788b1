import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

/**
 * The id of the request being served, for every log line written while serving it (the logger's
 * mixin reads it). The HTTP server (server/http-app.ts) serves each request inside runAsRequest,
 * which it takes from the server build's entry module: one copy of this store.
 */
const requestIds = new AsyncLocalStorage<string>();

/** Runs `serve` (and everything it starts) as the request `id`. */
export function runAsRequest<T>(id: string, serve: () => T): T {
  return requestIds.run(id, serve);
}

/** The logger's mixin: the current request's id, unless the line is bound to one already. */
export function requestIdMixin(_mergeObject: object, _level: number, logger: Logger): object {
  const reqId = requestIds.getStore();
  return reqId && logger.bindings().reqId === undefined ? { reqId } : {};
}
