import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

// One store: server/http-app.ts takes runAsRequest from the server build's entry module.
const requestIds = new AsyncLocalStorage<string>();

export function runAsRequest<T>(id: string, serve: () => T): T {
  return requestIds.run(id, serve);
}

export function requestIdMixin(_mergeObject: object, _level: number, logger: Logger): object {
  const reqId = requestIds.getStore();
  return reqId && logger.bindings().reqId === undefined ? { reqId } : {};
}
