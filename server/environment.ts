import { ConfigurationError, loadConfig, type AppConfig } from "~/server/config.server";

/** A malformed variable ends the process with one line naming it (no stack: it is not a bug). */
export function checkEnvironment(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
