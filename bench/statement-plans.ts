// What a domain function's statements read: run the function through an EntityManager that
// records each statement, then EXPLAIN ANALYZE each one as PostgreSQL received it. Used by
// bench/profile-plans.ts and by the integration tests that hold the profile pages to a bound.
import type { EntityManager } from "@mikro-orm/postgresql";

interface RecordedStatement {
  sql: string;
  params: readonly unknown[];
}

/** `em`, but every `execute` is also written to `statements`. */
export function recordingEm(em: EntityManager): {
  em: EntityManager;
  statements: RecordedStatement[];
} {
  const statements: RecordedStatement[] = [];
  const execute = (sql: string, params: readonly unknown[] = [], ...rest: unknown[]) => {
    statements.push({ sql, params });
    return (em.execute as (...args: unknown[]) => unknown)(sql, params, ...rest);
  };
  const proxy = new Proxy(em, {
    get(target, key) {
      if (key === "execute") return execute;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { em: proxy, statements };
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  /** Execution time PostgreSQL reported, ms. */
  ms: number;
  /** Rows the busiest node produced or threw away, over all its loops. */
  maxRows: number;
  /** Every scan: "Index Only Scan tenders_organisation_list_index (1,000 rows)". */
  scans: string[];
  /** Shared buffers hit or read by the whole statement. */
  buffers: number;
  text: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a recorded statement with its values in place. */
export async function explainStatement(
  em: EntityManager,
  statement: RecordedStatement,
): Promise<PlanSummary> {
  const sql = em.getPlatform().formatQuery(statement.sql, [...statement.params]);
  const [json] = await em.execute<{ "QUERY PLAN": unknown }[]>(
    `explain (analyze, buffers, format json) ${sql}`,
  );
  const root = (
    json!["QUERY PLAN"] as {
      Plan: PlanNode & { "Shared Hit Blocks": number; "Shared Read Blocks": number };
      "Execution Time": number;
    }[]
  )[0]!;
  let maxRows = 0;
  const scans: string[] = [];
  const visit = (node: PlanNode) => {
    const loops = Math.max(1, node["Actual Loops"]);
    const touched = (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0)) * loops;
    maxRows = Math.max(maxRows, touched);
    if (/Scan/.test(node["Node Type"]) && (node["Relation Name"] || node["Index Name"])) {
      const on = node["Index Name"] ?? node["Relation Name"];
      scans.push(`${node["Node Type"]} ${on} (${touched.toLocaleString("en")} rows)`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root.Plan);
  const textRows = await em.execute<{ "QUERY PLAN": string }[]>(
    `explain (analyze, buffers, costs off) ${sql}`,
  );
  return {
    ms: Math.round(root["Execution Time"] * 100) / 100,
    maxRows,
    scans,
    buffers: root.Plan["Shared Hit Blocks"] + root.Plan["Shared Read Blocks"],
    text: textRows.map((row) => row["QUERY PLAN"]).join("\n"),
  };
}
