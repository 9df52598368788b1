import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import pLimit from "p-limit";
import { ListBusyError, ListTimedOutError } from "~/modules/domain-errors";
import { logger } from "./logger.server";

/**
 * Guard rails for reads whose cost depends on what a visitor asks for (list searches and
 * filters; docs/decisions/008-bounded-list-queries.md):
 * - at most READ_CONCURRENCY run at once per process, so cheap pages (a tender, the landing
 *   page, a save) always find a free connection in the pool instead of queueing behind them;
 * - when more than MAX_WAITING already wait, the request is refused at once (503) instead of
 *   queueing for seconds;
 * - every statement has a timeout, and is cancelled as soon as the client goes away.
 * The read runs in one read-only snapshot (repeatable read), so its statements agree.
 */
const READ_CONCURRENCY = 4;
const MAX_WAITING = 32;
export const READ_TIMEOUT_MS = 2_000;

const limit = pLimit(READ_CONCURRENCY);

/** PostgreSQL's "canceling statement due to statement timeout" (or to a cancel request). */
const QUERY_CANCELED = "57014";

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
    if ((error as { code?: unknown }).code === QUERY_CANCELED) {
      logger.warn(LIST_READ_TIMED_OUT);
      throw new ListTimedOutError();
    }
    throw error;
  }
}

/**
 * `read` in the transaction `tx` (its connection's backend is `pid`), stopped when `signal`
 * aborts: the statement in flight is cancelled (pg_cancel_backend over another connection of
 * the pool) and no further statement starts (PostgreSQL ignores a cancel that arrives between
 * two statements).
 *
 * Not MikroORM's own `signal` option: Kysely (0.29.6, under MikroORM 7.2) opens a new
 * connection for each cancel and, when the statement ends meanwhile, fails with "Cannot read
 * properties of undefined (reading 'queryId')", logged as "inflightQueryAbortHandler failed in
 * the background after abortion" (a statement of 30 ms mostly ended first on an idle machine);
 * every cancel that did land was logged as a failure too.
 */
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
    // The connection goes back to the pool only once the cancel has been sent, so it can
    // never reach another request's statement.
    await cancelling;
  }
}

/** `tx`, whose statements refuse to start once `signal` has aborted. */
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
