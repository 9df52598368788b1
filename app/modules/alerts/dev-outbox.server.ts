import fs from "node:fs/promises";
import path from "node:path";

/**
 * Development transports append what they would have sent as one JSON line per message, so a
 * developer (or a browser test) can read the code or link without a real provider.
 */
export async function appendToOutbox(file: string, entry: Record<string, unknown>) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, JSON.stringify({ at: new Date().toISOString(), ...entry }) + "\n");
}
