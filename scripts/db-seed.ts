import { bootstrapData } from "../server/database/bootstrap";
import { checkEnvironment } from "../server/environment";
import { connectDatabase, migrate } from "../server/database/prepare-database";

const settings = checkEnvironment();
const database = await connectDatabase(settings);
await migrate(database.url);
await bootstrapData(database.url, settings);
await database.embedded?.stop();
