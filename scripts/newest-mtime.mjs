import fs from "node:fs";
import path from "node:path";

/** The newest modification time among these files and everything under these folders (0: none). */
export function newestMtime(entries) {
  return Math.max(0, ...entries.map(newestUnder));
}

function newestUnder(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestUnder(path.join(entry, name))),
  );
}
