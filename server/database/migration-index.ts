// The production bundle scans no folder, so migrations/index.ts lists every migration; refuses what
// it does not recognise rather than lose one.
export function registerMigration(indexText: string, className: string): string {
  if (!/^Migration\d{14}(_[$\p{ID_Continue}]+)?$/u.test(className)) {
    throw new Error(`"${className}" is not a migration class name (Migration<timestamp>_name).`);
  }
  if (new RegExp(`\\b${className}\\b`).test(indexText)) {
    throw new Error(`${className} is already registered in migrations/index.ts.`);
  }
  const imports = [...indexText.matchAll(/^import .* from "\.\/Migration\w+";\n/gm)];
  const lastImport = imports.at(-1);
  const listEnd = indexText.lastIndexOf("\n];");
  if (!lastImport || !indexText.includes("export const migrationsList = [") || listEnd === -1) {
    throw new Error(
      "migrations/index.ts no longer has the expected shape (imports of ./Migration… and " +
        "`export const migrationsList = [ … ];`): register the migration by hand.",
    );
  }
  const importEnd = lastImport.index + lastImport[0].length;
  const withEntry =
    indexText.slice(0, listEnd) +
    `\n  { name: "${className}", class: ${className} },` +
    indexText.slice(listEnd);
  return (
    withEntry.slice(0, importEnd) +
    `import { ${className} } from "./${className}";\n` +
    withEntry.slice(importEnd)
  );
}
