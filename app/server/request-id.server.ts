import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";

const REQUEST_IDS_KEY = Symbol.for("tenderlink.requestIds");

/**
 * The id of the request being served, for every log line written while serving it (the logger's
 * mixin reads it). It lives on globalThis because the HTTP server (scripts/lib/http-app.ts) and
 * the app's bundle (or Vite's dev modules) each load their own copy of this module, and both must
 * see the one store.
 */
const requestIds: AsyncLocalStorage<string> = ((
  globalThis as { [REQUEST_IDS_KEY]?: AsyncLocalStorage<string> }
)[REQUEST_IDS_KEY] ??= new AsyncLocalStorage<string>());

/** A proxy's or client's own id is kept only when it is a short token that is safe in a log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id for a request: its `X-Request-Id` when that is a safe token, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs `serve` (and everything it starts) as the request `id`. */
export function runAsRequest<T>(id: string, serve: () => T): T {
  return requestIds.run(id, serve);
}

/** The logger's mixin: the current request's id, unless the line is bound to one already. */
export function requestIdMixin(_mergeObject: object, _level: number, logger: Logger): object {
  const reqId = requestIds.getStore();
  return reqId && logger.bindings().reqId === undefined ? { reqId } : {};
}
