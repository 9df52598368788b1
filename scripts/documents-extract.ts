// `npm run documents:extract`: queues the reading of every document whose text has not been
// read yet (uploaded before text extraction existed, or whose job was lost). The workers
// (`npm start` or `npm run worker`) read them, one job per tender; running it again queues only
// what is still pending. It takes the queue from the server build, as the worker does.
import { buildIfNeeded } from "../server/build-if-needed";
import { checkEnvironment } from "../server/environment";
import { connectDatabase, migrate } from "../server/database/prepare-database";
import { importServerBuild, serverProcess } from "../server/server-build";

const settings = checkEnvironment();
buildIfNeeded(settings.buildDir);
const { openAlertsQueue, alertsQueue, queueDocumentTextBackfill } = serverProcess(
  await importServerBuild(settings.buildDir),
);
const database = await connectDatabase(settings);
try {
  await migrate(database.url);
  const close = await openAlertsQueue({ databaseUrl: database.url });
  try {
    const tenders = await queueDocumentTextBackfill(alertsQueue()!);
    console.log(`Queued the document text of ${tenders} tender(s) for the workers.`);
  } finally {
    await close();
  }
} finally {
  await database.embedded?.stop();
}
