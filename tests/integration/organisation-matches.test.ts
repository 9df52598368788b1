import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { matchOrganisations } from "~/modules/tenders/organisation-matches.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { loader as listLoader } from "~/routes/tenders/list";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { routeArgs } from "./route-args";

// A partial or misspelt organisation in the list filter finds the organisation through
// pg_trgm, on the real database and its organisation_names index.

const db = setupTestDatabase();

const EAG = "Ethiopian Airlines Group";
const ORGANISATIONS = [
  EAG,
  "Ethiopian Airports Enterprise",
  "Ethiopian Electric Power",
  "Ethiopian Electric Utility",
  "Ethio Telecom",
  "Hawassa Water Utility",
  "Ministry of Health",
];
const ids: Record<string, number[]> = {};
let user: CurrentUser;

beforeAll(async () => {
  const em = db.em();
  const day = 24 * 3_600_000;
  const rows = ORGANISATIONS.flatMap((organisation, index) =>
    [1, 2].map((n) => {
      const row = em.create(Tender, {
        title: `${organisation} tender ${n}`,
        snippet: "",
        description: "",
        organisation,
        publishedAt: new Date(Date.now() - (index + n) * day),
        closingDate: new Date(Date.now() + 30 * day),
      });
      return [organisation, row] as const;
    }),
  );
  // A scheduled tender's organisation is not offered before the tender is published.
  em.create(Tender, {
    title: "Not yet",
    snippet: "",
    description: "",
    organisation: "Ethiopian Airlines Catering",
    publishedAt: new Date(Date.now() + 5 * day),
  });
  await em.flush();
  for (const [organisation, row] of rows) (ids[organisation] ??= []).push(row.id);
  const account = await registerUser(db.em(), {
    fullname: "Hanna Tesfaye",
    email: "hanna-organisations@example.et",
    phone: "0911000001",
    password: "long-enough-pass",
  });
  user = {
    id: account.id,
    fullname: account.fullname,
    email: account.email,
    role: "user",
    locale: null,
  };
});

async function listPage(organisation: string) {
  const query = new URLSearchParams({ organisation });
  const answer = (await listLoader(
    routeArgs(new Request(`http://localhost/home?${query}`), db.em(), user),
  )) as unknown as { data: Awaited<ReturnType<typeof listLoader>>["data"] };
  return answer.data;
}

describe("organisations by words", () => {
  it("lists Ethiopian Airlines Group's tenders for its name cut short or misspelt", async () => {
    for (const typed of ["ethiopian airlines", "Ethiopain Airlnes", "airlines group"]) {
      const page = await listPage(typed);
      expect(page.filters.organisation).toBe(EAG);
      expect(page.readAs).toEqual({ typed, organisation: EAG });
      expect(page.unknownOrganisation).toBeNull();
      expect(page.result.items.map((item) => item.id).sort()).toEqual([...ids[EAG]!].sort());
    }
  });

  it("suggests, nearest first, when the words fit several organisations or too little of one", async () => {
    const page = await listPage("electric");
    expect(page.readAs).toBeNull();
    expect(page.result.items).toEqual([]);
    expect(page.unknownOrganisation).toEqual({
      typed: "electric",
      suggestions: ["Ethiopian Electric Power", "Ethiopian Electric Utility"],
    });
    expect((await listPage("water")).unknownOrganisation).toEqual({
      typed: "water",
      suggestions: ["Hawassa Water Utility"],
    });
    const em = db.em();
    expect(await matchOrganisations(em, "Ethiopain")).toMatchObject({ closest: null });
    expect((await matchOrganisations(em, "Ethiopain")).suggestions).toContain(EAG);
    expect((await matchOrganisations(em, "Ethiopain")).suggestions).toHaveLength(5);
  });

  it("offers nothing for words no organisation holds, nor a tender not yet published", async () => {
    expect((await listPage("Ministry of Water")).unknownOrganisation).toEqual({
      typed: "Ministry of Water",
      suggestions: [],
    });
    expect(await matchOrganisations(db.em(), "airlines catering")).toEqual({
      suggestions: [],
      closest: null,
    });
  });

  it("reads the misspelling through the trigram index on organisation names", async () => {
    // A few names fit one page, where a sequential read is cheaper: as with many, the index.
    const plan = await db.em().transactional(async (em) => {
      await em.execute("set local enable_seqscan = off");
      return em.execute<{ "QUERY PLAN": string }[]>(
        `explain select name from organisation_names order by ? <<-> lower(name) limit 20`,
        ["Ethiopain Airlnes"],
      );
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain(
      "organisation_names_trigram_index",
    );
  });

  it("looks a name up by its primary key, never by the slower trigram index", async () => {
    const plan = await db.em().transactional(async (em) => {
      await em.execute("set local enable_seqscan = off");
      return em.execute<{ "QUERY PLAN": string }[]>(
        `explain select slug from organisation_names where name = ?`,
        ["Ethiopian Airlines Group"],
      );
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("organisation_names_pkey");
  });

  it("offers an organisation as soon as a tender names it", async () => {
    const em = db.em();
    em.create(Tender, {
      title: "Ground handling equipment",
      snippet: "",
      description: "",
      organisation: "Ethiopian Aviation University",
      publishedAt: new Date(Date.now() - 3_600_000),
    });
    await em.flush();
    expect((await matchOrganisations(db.em(), "aviation universty")).closest).toBe(
      "Ethiopian Aviation University",
    );
  });
});
