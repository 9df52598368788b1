import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import pLimit from "p-limit";
import { ListBusyError } from "~/modules/domain-errors";

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

export async function runBoundedRead<T>(
  em: EntityManager,
  signal: AbortSignal | undefined,
  read: (em: EntityManager) => Promise<T>,
): Promise<T> {
  if (limit.pendingCount >= MAX_WAITING) throw new ListBusyError();
  try {
    return await limit(() => {
      signal?.throwIfAborted();
      return em.transactional(
        async (tx) => {
          // Local to this transaction: the pooled connection keeps its own setting.
          await tx.execute("select set_config('statement_timeout', ?, true)", [
            String(READ_TIMEOUT_MS),
          ]);
          return read(tx);
        },
        {
          isolationLevel: IsolationLevel.REPEATABLE_READ,
          readOnly: true,
          // MikroORM sends PostgreSQL a cancel request for the statement in flight.
          signal,
          inflightQueryAbortStrategy: "cancel query",
        },
      );
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED || signal?.aborted) {
      throw new ListBusyError();
    }
    throw error;
  }
}
