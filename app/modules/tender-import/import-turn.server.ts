import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { ServiceUnavailableError } from "~/modules/domain-errors";
import { isQueryCanceled } from "~/server/query-canceled";

/** Any fixed number: the advisory lock that imports take in turn. */
const IMPORT_LOCK = 72_004_602;
/** An import of 5,000 rows is stored in seconds; past this wait, the next one is refused. */
const IMPORT_TURN_WAIT_MS = 60_000;

// An import adds new organisations and suppliers row by row, each locked until it commits: two
// imports adding the same new ones in other orders deadlocked. Until `tx` ends, others wait.
export async function waitForImportTurn(
  tx: EntityManager,
  waitMs = IMPORT_TURN_WAIT_MS,
): Promise<void> {
  // The pages' statement backstop would end the wait sooner: lifted for this statement only.
  const [setting] = await tx.execute<{ was: string }[]>(
    "select current_setting('statement_timeout') as was, set_config('statement_timeout', ?, true)",
    [String(waitMs)],
  );
  try {
    await tx.execute("select pg_advisory_xact_lock(?)", [IMPORT_LOCK]);
  } catch (error) {
    if (!isQueryCanceled(error)) throw error;
    throw new ServiceUnavailableError(
      sourceText(msg`Another import is being saved. Try again in a minute.`),
    );
  }
  await tx.execute("select set_config('statement_timeout', ?, true)", [setting!.was]);
}
