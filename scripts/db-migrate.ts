import { checkEnvironment } from "./lib/environment";
import { connectDatabase, migrate } from "./lib/prepare-database";

const database = await connectDatabase(checkEnvironment());
await migrate(database.url);
console.log("Migrations are up to date.");
await database.embedded?.stop();
