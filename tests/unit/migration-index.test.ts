import fs from "node:fs";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { registerMigration } from "../../server/database/migration-index";

const INDEX_FILE = "migrations/index.ts";
const committed = fs.readFileSync(INDEX_FILE, "utf8");

async function formatted(text: string): Promise<string> {
  const options = await prettier.resolveConfig(INDEX_FILE);
  return prettier.format(text, { ...options, filepath: INDEX_FILE });
}

describe("registerMigration (db:migration:create)", () => {
  it("writes the newest committed migration exactly as it was registered by hand", async () => {
    const newest = /^import \{ (\w+) \}.*\n(?![\s\S]*^import )/m.exec(committed)![1]!;
    const without = committed
      .replace(`import { ${newest} } from "./${newest}";\n`, "")
      .replace(
        new RegExp(`\\n  \\{\\n?\\s*name: "${newest}",\\n?\\s*class: ${newest},?\\n?\\s*\\},`),
        "",
      );
    expect(without).not.toContain(newest);
    expect(await formatted(registerMigration(without, newest))).toBe(committed);
  });

  it("adds a new migration last, after every import and list entry", async () => {
    const name = "Migration20991231235959_add_more";
    const text = await formatted(registerMigration(committed, name));
    const importLine = `import { ${name} } from "./${name}";`;
    expect(text).toContain(importLine);
    expect(text.indexOf(importLine)).toBeLessThan(text.indexOf("export const migrationsList"));
    expect(text.trimEnd()).toMatch(new RegExp(`\\{ name: "${name}", class: ${name} \\},\\n\\];$`));
    // Only the two new lines: nothing else of the index changed.
    const added = text.split("\n").filter((line) => !committed.split("\n").includes(line));
    expect(added).toEqual([importLine, `  { name: "${name}", class: ${name} },`]);
  });

  it("refuses a name already registered, a name that is not a migration's, and a changed file", () => {
    const registered = /import \{ (\w+) \}/.exec(committed)![1]!;
    expect(() => registerMigration(committed, registered)).toThrow(/already registered/);
    expect(() => registerMigration(committed, "Cleanup")).toThrow(/not a migration class name/);
    expect(() =>
      registerMigration("export default [];\n", "Migration20991231235959_add_more"),
    ).toThrow(/no longer has the expected shape/);
  });
});
