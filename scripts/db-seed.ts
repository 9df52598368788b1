import { bootstrapData } from "./lib/bootstrap";
import { connectDatabase, migrate } from "./lib/prepare-database";

const database = await connectDatabase();
await migrate(database.url);
await bootstrapData(database.url);
await database.embedded?.stop();
