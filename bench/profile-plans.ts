// npm run bench:profiles [-- --tenders 100000 --keep --verbose]
//
// The plans of the buyer and supplier pages' statements on the realistic benchmark's database
// (realistic-database.ts: the same kept directory, awards filled in once): for the organisation
// with the most tenders, a middling one and the largest Amharic one, the supplier with the most
// awards and a middling one, and the two directories. Each statement is run as the page runs it,
// then EXPLAIN ANALYZEd: its time, the most rows any step touched, and which indexes it used.
import { parseArgs } from "node:util";
import { MikroORM, type EntityManager } from "@mikro-orm/postgresql";
import { ormConfig } from "../mikro-orm.config";
import { listOrganisations } from "~/modules/profiles/organisation-directory.server";
import { organisationProfile } from "~/modules/profiles/organisation-profile.server";
import {
  findSupplier,
  listSuppliers,
  supplierRecord,
} from "~/modules/profiles/supplier-record.server";
import { prepareBenchDatabase } from "./realistic-database";
import { buildVocabulary } from "./realistic-vocabulary";
import { explainStatement, recordingEm } from "./statement-plans";

const { values } = parseArgs({
  options: {
    tenders: { type: "string", default: "100000" },
    keep: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
  },
});

async function pick(em: EntityManager, sql: string): Promise<{ name: string; count: number }> {
  const [row] = await em.execute<{ name: string; count: string }[]>(sql);
  if (!row) throw new Error(`Nothing for ${sql}`);
  return { name: row.name, count: Number(row.count) };
}

const BUYERS = `select organisation as name, count(*) from tenders where organisation is not null`;
const SUPPLIERS = `select s.slug as name, count(*) from awards a join suppliers s on s.id = a.supplier_id`;

async function measure(
  em: EntityManager,
  label: string,
  run: (em: EntityManager) => Promise<unknown>,
) {
  const recorded = recordingEm(em);
  await run(recorded.em);
  const rows = [];
  for (const [index, statement] of recorded.statements.entries()) {
    const plan = await explainStatement(em, statement);
    rows.push({
      page: label,
      statement: index + 1,
      ms: plan.ms,
      "max rows": plan.maxRows,
      buffers: plan.buffers,
      scans: plan.scans.join("; "),
    });
    if (values.verbose) console.log(`\n${label}, statement ${index + 1}:\n${plan.text}`);
  }
  return rows;
}

const database = await prepareBenchDatabase({
  tenders: Number(values.tenders),
  keep: values.keep,
  vocabulary: buildVocabulary(),
});
const orm = await MikroORM.init(ormConfig(database.url));
try {
  const em = orm.em.fork();
  const [counts] = await em.execute<{ tenders: string; awards: string; suppliers: string }[]>(
    `select (select count(*) from tenders) as tenders, (select count(*) from awards) as awards,
            (select count(*) from suppliers) as suppliers`,
  );
  console.log(
    `${Number(counts!.tenders).toLocaleString("en")} tenders, ${Number(counts!.awards).toLocaleString("en")} awards, ${Number(counts!.suppliers).toLocaleString("en")} suppliers`,
  );
  const buyers = [
    await pick(em, `${BUYERS} group by 1 order by 2 desc limit 1`),
    await pick(
      em,
      `${BUYERS} group by 1 order by 2 desc offset (select count(distinct organisation) / 2 from tenders) limit 1`,
    ),
    await pick(
      em,
      `${BUYERS} and organisation ~ '[\\u1200-\\u135a]' group by 1 order by 2 desc limit 1`,
    ),
  ];
  const suppliers = [
    await pick(em, `${SUPPLIERS} group by 1 order by 2 desc limit 1`),
    await pick(
      em,
      `${SUPPLIERS} group by 1 order by 2 desc offset (select count(distinct supplier_id) / 2 from awards) limit 1`,
    ),
  ];
  const rows = [];
  for (const buyer of buyers) {
    const [named] = await em.execute<{ slug: string }[]>(
      `select slug from organisation_names where name = ?`,
      [buyer.name],
    );
    const label = `buyer, ${buyer.count.toLocaleString("en")} tenders`;
    rows.push(
      ...(await measure(em, label, (recorded) =>
        organisationProfile(recorded, { name: buyer.name, slug: named!.slug }, "user"),
      )),
    );
  }
  for (const { name: slug, count } of suppliers) {
    const supplier = (await findSupplier(em, slug))!;
    const label = `supplier, ${count.toLocaleString("en")} awards`;
    rows.push(
      ...(await measure(em, label, (recorded) =>
        supplierRecord(recorded, supplier, { calendar: "ethiopian", page: 50 }),
      )),
    );
  }
  for (const q of ["", "ministry", "Ethiopain Airlnes", "ባለሥልጣን"]) {
    rows.push(
      ...(await measure(em, `organisations q="${q}"`, (recorded) =>
        listOrganisations(recorded, { q, page: 1 }),
      )),
    );
  }
  for (const q of ["", "trading plc"]) {
    rows.push(
      ...(await measure(em, `suppliers q="${q}"`, (recorded) =>
        listSuppliers(recorded, { q, page: 1 }),
      )),
    );
  }
  console.table(rows);
} finally {
  await orm.close();
  await database.stop();
}
