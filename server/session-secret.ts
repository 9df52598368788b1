import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// Local runs without SESSION_SECRET: a random secret kept in DATA_DIR, so sessions survive restarts
// and nothing secret is committed.
export function ensureLocalSessionSecret(settings: {
  dataDir: string;
  sessionSecretSet: boolean;
}): void {
  if (settings.sessionSecretSet) return;
  const { dataDir } = settings;
  const file = path.join(dataDir, "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  // Through the environment: the HTTP processes read it there.
  process.env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
}
