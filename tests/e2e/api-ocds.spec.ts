import { expect, test, type APIRequestContext } from "@playwright/test";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { authAs, expectContract, withDatabase } from "./api-helpers";

// The OCDS 1.1 release package rules the output relies on, written out here from the standard
// (release-package-schema.json and release-schema.json, 1.1), independent of the server's own
// zod schemas: required fields, date-time formats, the ocid prefix, the codes it uses.
const OCID_PREFIX = "ocds-tenderlink-dev";
const dateTime = { type: "string", format: "date-time" };
const RELEASE = {
  type: "object",
  required: ["ocid", "id", "date", "tag", "initiationType"],
  properties: {
    ocid: { type: "string", pattern: `^${OCID_PREFIX}-[0-9]+$` },
    id: { type: "string", minLength: 1 },
    date: dateTime,
    tag: { type: "array", minItems: 1, items: { enum: ["tender"] } },
    initiationType: { const: "tender" },
    buyer: { type: "object", required: ["id", "name"] },
    parties: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "name", "roles"],
        properties: { roles: { type: "array", items: { enum: ["buyer"] } } },
      },
    },
    tender: {
      type: "object",
      required: ["id", "title"],
      properties: {
        id: { type: "string" },
        tenderPeriod: {
          type: "object",
          properties: { startDate: dateTime, endDate: dateTime },
        },
        items: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "classification"],
            properties: {
              classification: {
                type: "object",
                required: ["scheme", "id"],
                properties: { scheme: { const: "x-tenderlink-category" } },
              },
            },
          },
        },
        documents: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "url"],
            properties: { url: { type: "string", format: "uri" }, datePublished: dateTime },
          },
        },
      },
    },
  },
};
const PACKAGE = {
  type: "object",
  required: ["uri", "version", "publishedDate", "publisher", "releases"],
  properties: {
    uri: { type: "string", format: "uri" },
    version: { const: "1.1" },
    publishedDate: dateTime,
    publisher: { type: "object", required: ["name"] },
    extensions: { type: "array", items: { type: "string", format: "uri" } },
    releases: { type: "array", items: RELEASE },
    links: { type: "object", properties: { next: { type: "string", format: "uri" } } },
  },
};
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validatePackage = ajv.compile(PACKAGE);

function expectOcdsPackage(body: unknown) {
  expect(validatePackage(body), JSON.stringify(validatePackage.errors, null, 2)).toBe(true);
  const releases = (body as { releases: { ocid: string; id: string }[] }).releases;
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
  expect(release.parties).toEqual([{ ...release.buyer, roles: ["buyer"] }]);
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
