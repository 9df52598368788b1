import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  validateRecordPackage,
  validateReleasePackage,
} from "../integration/ocds-schema/validators";
import { authAs, expectContract, withDatabase } from "./api-helpers";

// Checked against the standard's own 1.1.5 release and record package schemas (copied as
// published into tests/integration/ocds-schema), and for what they leave open: the ocid prefix.
const OCID_PREFIX = "ocds-tenderlink-dev";

function expectOcdsPackage(body: unknown) {
  expect(validateReleasePackage(body), JSON.stringify(validateReleasePackage.errors, null, 2)).toBe(
    true,
  );
  const releases = (body as { releases: { ocid: string; id: string }[] }).releases;
  for (const release of releases) expect(release.ocid).toMatch(new RegExp(`^${OCID_PREFIX}-\\d+$`));
  // A release id is unique within its ocid.
  const keys = releases.map((release) => `${release.ocid} ${release.id}`);
  expect(new Set(keys).size).toBe(keys.length);
}

async function get(request: APIRequestContext, path: string, role: "visitor" | "user") {
  return request.get(path, { headers: await authAs(request, role) });
}

test("the release list is an OCDS 1.1 release package; visitors get title and snippet only", async ({
  request,
}) => {
  for (const role of ["visitor", "user"] as const) {
    const response = await get(request, "/api/ocds/releases?limit=20", role);
    const body = await expectContract(request, response, "get", "/ocds/releases", 200);
    expectOcdsPackage(body);
    expect(body.releases.length).toBeGreaterThan(0);
    if (role === "visitor") {
      for (const release of body.releases) {
        expect(Object.keys(release).sort()).toEqual(
          ["date", "id", "initiationType", "ocid", "tag", "tender"].sort(),
        );
        expect(Object.keys(release.tender)).not.toContain("tenderPeriod");
      }
    }
  }
});

test("a signed-in caller gets the full release of a demo tender: buyer, period, items, documents", async ({
  request,
}) => {
  const [row] = await withDatabase(
    async (client) =>
      (
        await client.query<{ id: number; organisation: string; closing_date: Date }>(
          `select t.id, t.organisation, t.closing_date from tenders t
          where t.organisation is not null and t.closing_date is not null
            and t.published_at <= now()
            and exists (select 1 from tender_documents d where d.tender_id = t.id)
            and exists (select 1 from tender_categories c where c.tender_id = t.id)
          order by t.id limit 1`,
        )
      ).rows,
  );
  expect(row, "a demo tender with an organisation, documents and categories").toBeDefined();
  const response = await get(request, `/api/ocds/releases/${row!.id}`, "user");
  const body = await expectContract(request, response, "get", "/ocds/releases/{tenderId}", 200);
  expectOcdsPackage(body);
  const [release] = body.releases;
  expect(release.ocid).toBe(`${OCID_PREFIX}-${row!.id}`);
  expect(release.buyer.name).toBe(row!.organisation);
  expect(release.parties).toEqual([
    {
      ...release.buyer,
      identifier: expect.objectContaining({ legalName: release.buyer.name }),
      roles: ["buyer"],
    },
  ]);
  expect(release.tender.tenderPeriod.endDate).toBe(new Date(row!.closing_date).toISOString());
  expect(release.tender.items.length).toBeGreaterThan(0);
  const download = await request.get(release.tender.documents[0].url, {
    headers: await authAs(request, "user"),
    maxRedirects: 0,
  });
  // The document URL is the site's download route (it needs a signed-in browser session).
  expect(new URL(release.tender.documents[0].url).pathname).toMatch(/^\/documents\/\d+$/);
  expect([200, 302]).toContain(download.status());

  const visitor = await (await get(request, `/api/ocds/releases/${row!.id}`, "visitor")).json();
  expect(visitor.releases[0].buyer).toBeUndefined();
  expect(visitor.releases[0].tender.documents).toBeUndefined();
});

test("pages by date: links.next walks on without repeats, since starts at a date", async ({
  request,
}) => {
  const seen: string[] = [];
  const dates: string[] = [];
  let url: string | undefined = "/api/ocds/releases?limit=3";
  for (let page = 0; page < 3 && url; page++) {
    const response = await get(request, url, "visitor");
    const body = await expectContract(request, response, "get", "/ocds/releases", 200);
    expectOcdsPackage(body);
    expect(body.releases.length).toBeLessThanOrEqual(3);
    for (const release of body.releases) {
      seen.push(release.ocid);
      dates.push(release.date);
    }
    url = body.links?.next && new URL(body.links.next).pathname + new URL(body.links.next).search;
    if (page < 2) expect(url, "the demo data has more than 9 tenders").toBeTruthy();
  }
  expect(new Set(seen).size).toBe(seen.length);
  expect(dates).toEqual([...dates].sort());

  const since = dates[4]!;
  const response = await get(request, `/api/ocds/releases?since=${since}&limit=100`, "visitor");
  const body = await response.json();
  expect(body.releases.length).toBeGreaterThan(0);
  for (const release of body.releases) expect(release.date >= since).toBe(true);

  const bad = await get(request, "/api/ocds/releases?since=yesterday", "visitor");
  const error = await expectContract(request, bad, "get", "/ocds/releases", 400);
  expect(Object.keys(error.errors)).toEqual(["since"]);
});

test("404 for an unknown tender and for one published for a later time", async ({ request }) => {
  await expectContract(
    request,
    await get(request, "/api/ocds/releases/999999999", "visitor"),
    "get",
    "/ocds/releases/{tenderId}",
    404,
  );
  const form = new FormData();
  form.set("title", `OCDS later ${Date.now()}`);
  form.set("publishedAt", "2031-01-01T10:00");
  for (const [name, table] of [
    ["tenderLanguageId", "languages"],
    ["tenderSourceId", "sources"],
    ["tenderRegionId", "regions"],
  ] as const) {
    const [first] = await withDatabase(
      async (client) => (await client.query(`select id from ${table} order by id limit 1`)).rows,
    );
    form.set(name, String(first.id));
  }
  const created = await request.post("/api/tenders", {
    headers: await authAs(request, "admin"),
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  for (const role of ["visitor", "user"] as const) {
    const response = await get(request, `/api/ocds/releases/${id}`, role);
    expect(response.status()).toBe(404);
  }
  const list = await (
    await get(request, "/api/ocds/releases?limit=100&since=2030-12-31T00:00:00Z", "user")
  ).json();
  expect(list.releases.map((release: { ocid: string }) => release.ocid)).not.toContain(
    `${OCID_PREFIX}-${id}`,
  );
  await request.delete(`/api/tenders/${id}`, { headers: await authAs(request, "superadmin") });
});

test("records: a tender's releases and its compiled release; an award only for signed-in callers", async ({
  request,
}) => {
  const [row] = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select t.id from tenders t where t.published_at <= now()
          and not exists (select 1 from tender_outcomes o where o.tender_id = t.id)
        order by t.id desc limit 1`,
    );
    const id = rows[0]!.id;
    const supplier = await client.query<{ id: number }>(
      `insert into suppliers (name, slug, created_at, updated_at)
       values ($1, $2, now(), now()) returning id`,
      [`OCDS e2e supplier ${id}`, `ocds-e2e-supplier-${id}`],
    );
    await client.query(
      `insert into tender_outcomes (tender_id, status, announced_at, created_at, updated_at)
       values ($1, 'awarded', now(), now(), now())`,
      [id],
    );
    await client.query(
      `insert into awards (tender_id, lot, supplier_id, amount, awarded_on, created_at, updated_at)
       values ($1, 1, $2, 987654.25, current_date, now(), now())`,
      [id, supplier.rows[0]!.id],
    );
    return rows;
  });
  const ocid = `${OCID_PREFIX}-${row!.id}`;
  try {
    for (const path of [`/api/ocds/records/${ocid}`, `/api/ocds/records/${row!.id}`]) {
      const response = await get(request, path, "user");
      const body = await expectContract(request, response, "get", "/ocds/records/{ocid}", 200);
      expect(validateRecordPackage(body), JSON.stringify(validateRecordPackage.errors)).toBe(true);
      const [record] = body.records;
      expect(record.ocid).toBe(ocid);
      expect(record.releases.map((release: { tag: string[] }) => release.tag)).toEqual([
        ["tender"],
        ["award"],
      ]);
      expect(record.compiledRelease.tag).toEqual(["compiled"]);
      expect(record.compiledRelease.awards[0].value).toEqual({
        amount: 987654.25,
        currency: "ETB",
      });
      expect(record.compiledRelease.tender.status).toBe("complete");
    }
    const releases = await (await get(request, `/api/ocds/releases/${row!.id}`, "user")).json();
    expectOcdsPackage(releases);
    expect(releases.releases).toHaveLength(2);

    const visitor = await (await get(request, `/api/ocds/records/${ocid}`, "visitor")).json();
    expect(validateRecordPackage(visitor)).toBe(true);
    expect(visitor.records[0].releases).toHaveLength(1);
    expect(visitor.records[0].compiledRelease.awards).toBeUndefined();

    const list = await get(request, "/api/ocds/records?limit=5", "user");
    const page = await expectContract(request, list, "get", "/ocds/records", 200);
    expect(validateRecordPackage(page), JSON.stringify(validateRecordPackage.errors)).toBe(true);
    expect(page.records).toHaveLength(5);
    expect(new URL(page.links.next).searchParams.get("after")).toBe(
      page.records[4].ocid.slice(OCID_PREFIX.length + 1),
    );

    for (const unknown of ["999999999", "ocds-abc123-1", "x"]) {
      const missing = await get(request, `/api/ocds/records/${unknown}`, "user");
      await expectContract(request, missing, "get", "/ocds/records/{ocid}", 404);
    }
    const bad = await get(request, "/api/ocds/records?after=-1", "user");
    await expectContract(request, bad, "get", "/ocds/records", 400);
  } finally {
    await withDatabase((client) =>
      client
        .query("delete from tender_outcomes where tender_id = $1", [row!.id])
        .then(() => client.query("delete from awards where tender_id = $1", [row!.id])),
    );
  }
});
