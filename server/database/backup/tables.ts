import type pg from "pg";
import { MIGRATIONS_TABLE } from "./archive-format";

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Derived tables are never backed up, and filled again after a restore. */
export const DERIVED_TABLES: ReadonlyMap<string, string> = new Map([
  ["tender_day_terms", "select tender_day_terms_refill()"],
  ["open_tenders", "select open_tenders_refill()"],
]);

/** Leaves out generated columns, which PostgreSQL computes again on load. */
export async function applicationTables(
  client: pg.Client,
): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
     from information_schema.columns c
     join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.table_name <> $1 and c.is_generated <> 'ALWAYS'
     group by c.table_name order by c.table_name`,
    [MIGRATIONS_TABLE],
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select distinct cl.relname as child, pr.relname as parent
     from pg_constraint k
     join pg_class cl on cl.oid = k.conrelid
     join pg_class pr on pr.oid = k.confrelid
     join pg_namespace n on n.oid = cl.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and cl.relname <> pr.relname`,
  );
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references.rows) {
    parents.set(child, [...(parents.get(child) ?? []), parent]);
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const row of rows) visit(row.table_name);
  const columns = new Map(rows.map((row) => [row.table_name, row.columns]));
  return ordered
    .filter((name) => columns.has(name) && !DERIVED_TABLES.has(name))
    .map((name) => ({ name, columns: columns.get(name)! }));
}
