import fs from "node:fs";

export function appIdentity(): { name: string; version: string | null } {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    name: string;
    version?: string;
  };
  return { name: pkg.name, version: pkg.version ?? null };
}
