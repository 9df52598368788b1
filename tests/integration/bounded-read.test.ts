import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListBusyError } from "~/modules/domain-errors";
import { listOrBusy } from "~/modules/tenders/tender-list-result.server";
import { READ_TIMEOUT_MS, runBoundedRead } from "~/server/bounded-read.server";
import { logger } from "~/server/logger.server";
import { getOrm, PAGE_STATEMENT_TIMEOUT_MS } from "~/server/orm.server";
import { setupTestDatabase } from "./database";

const db = setupTestDatabase();

/** Statements of other sessions still running pg_sleep (ours is the one asking). */
async function sleepersRunning(): Promise<number> {
  const [row] = await db.em().execute<{ running: string }[]>(
    `select count(*) as running from pg_stat_activity
      where state = 'active' and query like 'select pg_sleep%' and pid <> pg_backend_pid()`,
  );
  return Number(row!.running);
}

/** What was written to console.error (where Kysely reports a cancel that failed) meanwhile. */
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(" "));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("bounded reads", () => {
  it("gives every statement of the app's ORM a timeout, which a list read tightens for itself", async () => {
    const em = (await getOrm()).em.fork();
    const [page] = await em.execute<{ statement_timeout: string }[]>("show statement_timeout");
    expect(page!.statement_timeout).toBe(`${PAGE_STATEMENT_TIMEOUT_MS / 1000}s`);
    const [list] = await runBoundedRead(em, undefined, (tx) =>
      tx.execute<{ statement_timeout: string }[]>("show statement_timeout"),
    );
    expect(list!.statement_timeout).toBe(`${READ_TIMEOUT_MS / 1000}s`);
  });

  it("ends a statement at the timeout with a 503 busy error, not a 500, and logs it", async () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const started = Date.now();
    const read = runBoundedRead(db.em(), undefined, (tx) =>
      tx.execute(`select pg_sleep(${(READ_TIMEOUT_MS * 3) / 1000})`),
    );
    await expect(read).rejects.toBeInstanceOf(ListBusyError);
    await expect(read).rejects.toMatchObject({ status: 503 });
    expect(Date.now() - started).toBeLessThan(READ_TIMEOUT_MS * 2);
    expect(await sleepersRunning()).toBe(0);
    expect(warned).toHaveBeenCalledWith("list read timed out");
  });

  it("cancels the running statement as soon as the client goes away", async () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const client = new AbortController();
    const read = runBoundedRead(db.em(), client.signal, (tx) => tx.execute("select pg_sleep(30)"));
    await expect.poll(sleepersRunning).toBe(1);
    const aborted = Date.now();
    client.abort();
    await expect(read).rejects.toBeInstanceOf(ListBusyError);
    expect(Date.now() - aborted).toBeLessThan(1_000);
    expect(await sleepersRunning()).toBe(0);
    expect(consoleErrors).toEqual([]);
    // A client that left is not a list too slow.
    expect(warned).not.toHaveBeenCalled();
  });

  it("starts no further statement once the client has gone between two", async () => {
    const client = new AbortController();
    let cancelSent!: () => void;
    const read = runBoundedRead(db.em(), client.signal, async (tx) => {
      await tx.execute("select 1");
      client.abort();
      // PostgreSQL ignores a cancel that arrives while no statement runs.
      await new Promise<void>((resolve) => (cancelSent = resolve));
      await tx.execute("select pg_sleep(30)");
    });
    await expect.poll(() => cancelSent).toBeTypeOf("function");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const released = Date.now();
    cancelSent();
    await expect(read).rejects.toBeInstanceOf(ListBusyError);
    // Refused, not run until the statement timeout ended it.
    expect(Date.now() - released).toBeLessThan(READ_TIMEOUT_MS / 2);
    expect(await sleepersRunning()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("logs nothing when the client goes as a statement ends, and never cancels another read", async () => {
    let stopped = 0;
    for (let attempt = 0; attempt < 20; attempt++) {
      const client = new AbortController();
      const read = runBoundedRead(db.em(), client.signal, async (tx) => {
        await tx.execute("select pg_sleep(0.02)");
        await tx.execute("select pg_sleep(0.02)");
      });
      // From before the first statement ends to after the last: each moment in between.
      setTimeout(() => client.abort(), 10 + attempt * 2);
      // A read the abort came too late for has its answer; any other is busy (503).
      await read.then(
        () => undefined,
        (error: unknown) => {
          expect(error).toBeInstanceOf(ListBusyError);
          stopped++;
        },
      );
      // The next reads take pooled connections, the aborted read's among them: none is hit
      // by its cancel.
      const next = await Promise.all(
        Array.from({ length: 3 }, () =>
          runBoundedRead(db.em(), new AbortController().signal, (tx) =>
            tx.execute<{ done: boolean }[]>("select pg_sleep(0.03) is not null as done"),
          ),
        ),
      );
      expect(next.map(([row]) => row!.done)).toEqual([true, true, true]);
    }
    expect(stopped).toBeGreaterThan(10);
    expect(await sleepersRunning()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("does not start a read for a client that has already gone", async () => {
    const client = new AbortController();
    client.abort();
    let ran = false;
    await expect(
      runBoundedRead(db.em(), client.signal, async () => {
        ran = true;
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
  });

  it("leaves the statement timeout of pooled connections as it was", async () => {
    await runBoundedRead(db.em(), undefined, (tx) => tx.execute("select 1"));
    const settings = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.em().execute<{ statement_timeout: string }[]>("show statement_timeout"),
      ),
    );
    for (const [row] of settings) expect(row!.statement_timeout).toBe("0");
  });

  it("turns a busy list into an empty page with the reason", async () => {
    expect(await listOrBusy(Promise.reject(new ListBusyError()))).toEqual({
      result: { items: [], total: 0, totalPrecision: "exact", page: 1, pageCount: 1 },
      busy: new ListBusyError().message,
    });
    await expect(listOrBusy(Promise.reject(new Error("other")))).rejects.toThrow("other");
  });
});
