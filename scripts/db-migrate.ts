import { checkEnvironment } from "../server/environment";
import { connectDatabase, migrate } from "../server/database/prepare-database";

const database = await connectDatabase(checkEnvironment());
await migrate(database.url);
console.log("Migrations are up to date.");
await database.embedded?.stop();
