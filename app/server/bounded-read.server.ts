import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import pLimit from "p-limit";
import { ListBusyError, ListTimedOutError } from "~/modules/domain-errors";
import { logger } from "./logger.server";
import { isQueryCanceled } from "./query-canceled";

// Capped, refused when too many wait, timed out, one read-only snapshot (ADR 008).
const READ_CONCURRENCY = 4;
const MAX_WAITING = 32;
export const READ_TIMEOUT_MS = 2_000;

const limit = pLimit(READ_CONCURRENCY);

// The log's messages for a list answered 503 (the realistic bench counts lines "list read …").
/* eslint-disable lingui/no-unlocalized-strings -- log messages, for operators */
const LIST_READ_REFUSED = "list read refused: too many waiting";
const LIST_READ_TIMED_OUT = "list read timed out";
/* eslint-enable lingui/no-unlocalized-strings */

export async function runBoundedRead<T>(
  em: EntityManager,
  signal: AbortSignal | undefined,
  read: (em: EntityManager) => Promise<T>,
): Promise<T> {
  if (limit.pendingCount >= MAX_WAITING) {
    logger.warn({ waiting: limit.pendingCount }, LIST_READ_REFUSED);
    throw new ListBusyError();
  }
  try {
    return await limit(() => {
      signal?.throwIfAborted();
      return em.transactional(
        async (tx) => {
          // Local to this transaction: the pooled connection keeps its own setting.
          const [session] = await tx.execute<{ pid: number }[]>(
            "select set_config('statement_timeout', ?, true), pg_backend_pid() as pid",
            [String(READ_TIMEOUT_MS)],
          );
          if (!signal) return read(tx);
          signal.throwIfAborted();
          return readUntilAborted(em, tx, session!.pid, signal, read);
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
      );
    });
  } catch (error) {
    // A client that left is no news; a read past its timeout is what an operator watches for.
    if (signal?.aborted) throw new ListBusyError();
    if (isQueryCanceled(error)) {
      logger.warn(LIST_READ_TIMED_OUT);
      throw new ListTimedOutError();
    }
    throw error;
  }
}

// Cancels via pg_cancel_backend on another pooled connection. Not MikroORM's `signal`: Kysely
// 0.29.6 opens a connection per cancel and logs a failure ("reading 'queryId'") even when it lands.
async function readUntilAborted<T>(
  em: EntityManager,
  tx: EntityManager,
  pid: number,
  signal: AbortSignal,
  read: (em: EntityManager) => Promise<T>,
): Promise<T> {
  let cancelling: Promise<void> | undefined;
  const cancel = () => {
    // Outside the transaction: the root connection's pool, not the transaction's connection.
    cancelling = em
      .getConnection()
      .execute("select pg_cancel_backend(?)", [pid])
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, "could not cancel an abandoned list read"),
      );
  };
  signal.addEventListener("abort", cancel, { once: true });
  try {
    return await read(refusingWhenAborted(tx, signal));
  } finally {
    signal.removeEventListener("abort", cancel);
    // Back to the pool only once the cancel was sent, so it never hits another request's statement.
    await cancelling;
  }
}

function refusingWhenAborted(tx: EntityManager, signal: AbortSignal): EntityManager {
  const execute = (...args: unknown[]): unknown => {
    signal.throwIfAborted();
    return Reflect.apply(tx.execute, tx, args);
  };
  return new Proxy(tx, {
    get(target, key) {
      if (key === "execute") return execute;
      const value: unknown = Reflect.get(target, key, target);
      // Bound to the real EntityManager, whose private fields a proxy does not have.
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}
