import { bootstrapData } from "./lib/bootstrap";
import { checkEnvironment } from "./lib/environment";
import { connectDatabase, migrate } from "./lib/prepare-database";

const settings = checkEnvironment();
const database = await connectDatabase(settings);
await migrate(database.url);
await bootstrapData(database.url, settings);
await database.embedded?.stop();
