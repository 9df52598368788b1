import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setupTestDatabase } from "./database";
import { startServer, type RunningServer } from "./http-server";

// Issue 37: a visitor who leaves while their search runs has its statement cancelled in
// PostgreSQL (decision 008), through the list page itself, and nothing is logged as failed
// (Kysely's own cancel logged "inflightQueryAbortHandler failed in the background").

const db = setupTestDatabase();

/** The statements of other sessions waiting for a lock on the day terms: the search's. */
async function waitingForDayTerms(): Promise<{ pid: number; state: string }[]> {
  // Not in the locking session: pg_stat_activity is read once per transaction.
  return db.em().execute(
    `select pid, state from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
        and query like '%tender_day_terms%'`,
  );
}

describe("a list page whose client goes away", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(true);
    // The dev server compiles the page's modules on its first request.
    expect((await fetch(`${server.url}/home?q=warm`)).status).toBe(200);
  }, 120_000);
  afterAll(() => server?.stop());

  it("has its search's statement cancelled in PostgreSQL, and logs no failure", async () => {
    const consoleErrors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(" "));
    });
    // An archive search reads the day terms (docs/decisions/020): while another session holds them
    // locked, its statement waits, as a slow statement would run.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    try {
      await locker.query("begin; lock table tender_day_terms in access exclusive mode");
      const client = new AbortController();
      const page = fetch(`${server.url}/home?q=road&scope=all`, { signal: client.signal });
      await expect.poll(waitingForDayTerms).toMatchObject([{ state: "active" }]);
      const [{ pid }] = (await waitingForDayTerms()) as [{ pid: number; state: string }];
      client.abort();
      await expect(page).rejects.toThrow();

      // The statement is gone from its backend, though the lock it waited for is still held.
      await expect.poll(waitingForDayTerms).toEqual([]);
      const [backend] = await db
        .em()
        .execute<{ state: string }[]>("select state from pg_stat_activity where pid = ?", [pid]);
      expect(backend?.state ?? "gone").not.toBe("active");
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    // The same search answers once the lock is released: the pooled connection is sound.
    expect((await fetch(`${server.url}/home?q=road&scope=all`)).status).toBe(200);
    expect(consoleErrors).toEqual([]);
    vi.restoreAllMocks();
  });
});
