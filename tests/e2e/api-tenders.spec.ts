import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { authAs, expectContract, withDatabase } from "./api-helpers";

const samples = path.resolve("scripts/seed/files");
const storageDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e", "documents");
const sample = (ext: string) => fs.readFileSync(path.join(samples, `sample.${ext}`));

async function catalogue(request: APIRequestContext) {
  // Other specs add categories without subcategories: take two the demo data filled.
  type Category = { id: number; name: string; subcategories: { id: number; name: string }[] };
  const categories = ((await (await request.get("/api/categories")).json()) as Category[]).filter(
    (category) => category.subcategories.length > 0,
  );
  const first = (kind: string) =>
    request
      .get(`/api/tenders/metadata/${kind}`)
      .then(async (r) => (await r.json())[0].id as number);
  return {
    category: categories[0]!,
    other: categories[1]!,
    languageId: await first("languages"),
    sourceId: await first("sources"),
    regionId: await first("regions"),
  };
}

function tenderForm(
  fields: Record<string, string | string[]>,
  files: { name: string; bytes: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files)
    form.append("documentPath", new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

test("visitors get id, title and snippet only; users the whole tender", async ({ request }) => {
  const visitor = await request.get("/api/tenders?pageSize=3");
  const summaries = await expectContract(request, visitor, "get", "/tenders", 200);
  expect(summaries).toHaveLength(3);
  for (const item of summaries)
    expect(Object.keys(item).sort()).toEqual(["id", "snippet", "title"]);
  expect(Number(visitor.headers()["x-total-count"])).toBeGreaterThanOrEqual(60);
  // The demo catalogue is under the counting cap of 1,000: the total is counted, not estimated.
  expect(visitor.headers()["x-total-count-precision"]).toBe("exact");
  expect(await visitor.text()).not.toMatch(/closingDate|publishedAt|\d{4}-\d\d-\d\dT/);

  const one = await request.get(`/api/tenders/${summaries[0].id}`);
  expect(
    Object.keys(await expectContract(request, one, "get", "/tenders/{id}", 200)).sort(),
  ).toEqual(["id", "snippet", "title"]);

  const headers = await authAs(request, "user");
  // Other specs insert tenders without a region: take one that has one.
  const regionId = (await (await request.get("/api/tenders/metadata/regions")).json())[0].id;
  const inRegion = await request.get(`/api/tenders?pageSize=1&region=${regionId}`, { headers });
  const [withRegion] = await expectContract(request, inRegion, "get", "/tenders", 200);
  const full = await request.get(`/api/tenders/${withRegion.id}`, { headers });
  const tender = await expectContract(request, full, "get", "/tenders/{id}", 200);
  expect(tender).toMatchObject({
    id: withRegion.id,
    status: expect.stringMatching(/^(open|closed)$/),
  });
  expect(tender.tenderRegion).toMatchObject({ id: expect.any(Number), name: tender.region });

  const searched = await request.get("/api/tenders?q=road&status=open&pageSize=100", { headers });
  const found = await expectContract(request, searched, "get", "/tenders", 200);
  expect(found.length).toBeGreaterThan(0);
  for (const item of found) expect(item.status).toBe("open");

  expect((await request.get("/api/tenders/abc")).status()).toBe(404);
  expect((await request.get("/api/tenders/2147483647", { headers })).status()).toBe(404);
  // Junk paging is refused as the document says (1–100); a junk filter id is ignored.
  const junk = await request.get("/api/tenders?page=abc&pageSize=-5&region=xyz");
  const refused = await expectContract(request, junk, "get", "/tenders", 400);
  expect(Object.keys(refused.errors).sort()).toEqual(["page", "pageSize"]);
  expect((await request.get("/api/tenders?region=xyz", { headers })).status()).toBe(200);
});

test("saving needs a token, is idempotent, and shows in the saved list", async ({ request }) => {
  const [first] = await (await request.get("/api/tenders?pageSize=1")).json();
  expect((await request.post(`/api/tenders/save/${first.id}`)).status()).toBe(401);
  const login = await request.post("/api/auth/register", {
    data: {
      fullname: "Saver",
      email: `saver-${Date.now()}@example.et`,
      phone: "0911000000",
      password: "saver-password",
    },
  });
  expect(login.status()).toBe(201);
  const { token } = await (
    await request.post("/api/auth/login", {
      data: { email: (await login.json()).user.email, password: "saver-password" },
    })
  ).json();
  const headers = { Authorization: `Bearer ${token}` };
  for (let attempt = 0; attempt < 2; attempt++) {
    const saved = await request.post(`/api/tenders/save/${first.id}`, { headers });
    expect(
      (await expectContract(request, saved, "post", "/tenders/save/{tenderId}", 201)).tender.id,
    ).toBe(first.id);
  }
  const list = await request.get("/api/tenders/saved", { headers });
  const records = await expectContract(request, list, "get", "/tenders/saved", 200);
  expect(records.map((record: { tender: { id: number } }) => record.tender.id)).toEqual([first.id]);
  expect((await request.post("/api/tenders/save/99999999", { headers })).status()).toBe(404);
});

test("multipart create with three files and field[] arrays, update, download, delete", async ({
  request,
}) => {
  const c = await catalogue(request);
  const admin = await authAs(request, "admin");
  const title = `API tender ${Date.now()}`;
  const foreignSub = c.other.subcategories[0]!.id;
  const created = await request.post("/api/tenders", {
    headers: admin,
    multipart: tenderForm(
      {
        title: `  ${title}  `,
        snippet: "Made through the API",
        description: '<h2>Lots</h2><p onclick="x()">Bid</p><script>alert(1)</script>',
        closingDate: "2031-05-01T10:00",
        openingDate: "2031-05-01T14:00",
        "categories[]": [String(c.category.id)],
        "subcategories[]": [String(c.category.subcategories[0]!.id), String(foreignSub)],
        tenderLanguageId: String(c.languageId),
        tenderSourceId: String(c.sourceId),
        tenderRegionId: String(c.regionId),
        documentPrice: "500",
        bidBond: "2",
      },
      ["pdf", "docx", "xlsx"].map((ext) => ({ name: `Bid ${ext}.${ext}`, bytes: sample(ext) })),
    ),
  });
  const tender = await expectContract(request, created, "post", "/tenders", 201);
  expect(tender).toMatchObject({
    title,
    status: "open",
    documentPrice: 500,
    bidBond: 2,
    closingDate: "2031-05-01T07:00:00.000Z",
  });
  expect(tender.description).toBe("<h2>Lots</h2><p>Bid</p>");
  expect(tender.subcategories.map((s: { id: number }) => s.id)).toEqual([
    c.category.subcategories[0]!.id,
  ]);
  const paths: string[] = tender.documentPath.split(",");
  expect(paths).toHaveLength(3);

  const user = await authAs(request, "user");
  for (const [index, ext] of ["pdf", "docx", "xlsx"].entries()) {
    expect((await request.get(`/api/${paths[index]}`)).status()).toBe(401);
    const download = await request.get(`/api/${paths[index]!.replaceAll("/", "\\")}`, {
      headers: user,
    });
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain(`Bid%20${ext}.${ext}`);
    expect(Buffer.compare(await download.body(), sample(ext))).toBe(0);
  }
  const keys = await withDatabase(
    async (db) =>
      (
        await db.query(
          "select id, storage_key from tender_documents where tender_id = $1 order by id",
          [tender.id],
        )
      ).rows,
  );
  for (const row of keys) expect(fs.existsSync(path.join(storageDir, row.storage_key))).toBe(true);

  const updated = await request.patch(`/api/tenders/${tender.id}`, {
    headers: admin,
    multipart: tenderForm({
      title: `${title} (amended)`,
      tenderLanguageId: String(c.languageId),
      tenderSourceId: String(c.sourceId),
      tenderRegionId: String(c.regionId),
      "categories[]": [String(c.category.id)],
      "removeDocuments[]": [String(keys[0].id)],
    }),
  });
  const changed = await expectContract(request, updated, "patch", "/tenders/{id}", 200);
  expect(changed.title).toBe(`${title} (amended)`);
  expect(changed.documentPath.split(",")).toHaveLength(2);
  expect(fs.existsSync(path.join(storageDir, keys[0].storage_key))).toBe(false);

  const adminDelete = await request.delete(`/api/tenders/${tender.id}`, { headers: admin });
  expect(
    (await expectContract(request, adminDelete, "delete", "/tenders/{id}", 403)).message,
  ).toMatch(/superadmin/);
  const deleted = await request.delete(`/api/tenders/${tender.id}`, {
    headers: await authAs(request, "superadmin"),
  });
  expect(deleted.status()).toBe(204);
  for (const row of keys) expect(fs.existsSync(path.join(storageDir, row.storage_key))).toBe(false);
  expect((await request.get(`/api/tenders/${tender.id}`, { headers: user })).status()).toBe(404);
  const audit = await withDatabase((db) =>
    db.query(
      "select action, actor_email from audit_logs where entity_type = 'tender' and entity_id = $1 order by id",
      [tender.id],
    ),
  );
  expect(audit.rows.map((row) => `${row.action} ${row.actor_email}`)).toEqual([
    "create admin@demo.test",
    "update admin@demo.test",
    "delete superadmin@demo.test",
  ]);
});

test("bad tender input is refused with its status and stores nothing", async ({ request }) => {
  const c = await catalogue(request);
  const admin = await authAs(request, "admin");
  const base = {
    title: `Refused ${Date.now()}`,
    tenderLanguageId: String(c.languageId),
    tenderSourceId: String(c.sourceId),
    tenderRegionId: String(c.regionId),
  };
  const filesBefore = new Set(fs.readdirSync(storageDir));

  expect((await request.post("/api/tenders", { multipart: tenderForm(base) })).status()).toBe(401);
  const asUser = await request.post("/api/tenders", {
    headers: await authAs(request, "user"),
    multipart: tenderForm(base),
  });
  expect(asUser.status()).toBe(403);

  const notNumbers = await request.post("/api/tenders", {
    headers: admin,
    multipart: tenderForm({ ...base, tenderLanguageId: "english", tenderRegionId: "999999" }),
  });
  const errors = (await expectContract(request, notNumbers, "post", "/tenders", 400)).errors;
  expect(Object.keys(errors)).toContain("tenderLanguageId");

  const unknownRegion = await request.post("/api/tenders", {
    headers: admin,
    multipart: tenderForm({ ...base, tenderRegionId: "999999" }),
  });
  expect(
    (await expectContract(request, unknownRegion, "post", "/tenders", 400)).errors.tenderRegionId,
  ).toEqual(["Choose a region from the list"]);

  const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(2048)]);
  const renamed = await request.post("/api/tenders", {
    headers: admin,
    multipart: tenderForm(base, [
      { name: "setup.pdf", bytes: exe },
      { name: "ok.pdf", bytes: sample("pdf") },
    ]),
  });
  expect(
    (await expectContract(request, renamed, "post", "/tenders", 415)).errors.documentPath[0],
  ).toMatch(/setup\.pdf: the content is not a real \.pdf file/);

  const json = await request.post("/api/tenders", { headers: admin, data: base });
  expect([400, 415]).toContain(json.status());

  // Last: the server refuses the oversize body while it streams, which ends that connection.
  const oversize = await request.post("/api/tenders", {
    headers: admin,
    multipart: tenderForm(base, [
      { name: "huge.pdf", bytes: Buffer.concat([sample("pdf"), Buffer.alloc(21 * 1024 * 1024)]) },
    ]),
  });
  expect((await expectContract(request, oversize, "post", "/tenders", 413)).message).toMatch(
    /at most 20 MB/,
  );

  // Other workers upload at the same time, so compare by ownership, not by totals: every file
  // that appeared meanwhile belongs to a stored document row (an upload in flight elsewhere gets
  // its row a moment after its file, hence the poll); an orphan of a refusal never would.
  const orphans = () =>
    withDatabase(async (db) => {
      const added = fs.readdirSync(storageDir).filter((name) => !filesBefore.has(name));
      const { rows } = await db.query(
        "select storage_key from tender_documents where storage_key = any($1)",
        [added],
      );
      const owned = new Set(rows.map((row) => row.storage_key));
      // A file deleted meanwhile (another test's tender removed) is no orphan either.
      return added.filter((name) => !owned.has(name) && fs.existsSync(path.join(storageDir, name)));
    });
  await expect.poll(orphans, { timeout: 5_000 }).toEqual([]);
  const stored = await withDatabase((db) =>
    db.query("select 1 from tenders where title = $1", [base.title]),
  );
  expect(stored.rowCount).toBe(0);
});

test("an admin cannot change a tender another admin published; a superadmin can", async ({
  request,
}) => {
  const c = await catalogue(request);
  const superadmin = await authAs(request, "superadmin");
  const created = await request.post("/api/tenders", {
    headers: superadmin,
    multipart: tenderForm({
      title: `Superadmin's ${Date.now()}`,
      tenderLanguageId: String(c.languageId),
      tenderSourceId: String(c.sourceId),
      tenderRegionId: String(c.regionId),
    }),
  });
  const tender = await created.json();
  const forged = await request.patch(`/api/tenders/${tender.id}`, {
    headers: await authAs(request, "admin"),
    multipart: tenderForm({
      title: "Hijacked",
      tenderLanguageId: String(c.languageId),
      tenderSourceId: String(c.sourceId),
      tenderRegionId: String(c.regionId),
    }),
  });
  expect(forged.status()).toBe(403);
  const unchanged = await withDatabase((db) =>
    db.query("select title from tenders where id = $1", [tender.id]),
  );
  expect(unchanged.rows[0].title).toBe(tender.title);
  expect(
    (await request.delete(`/api/tenders/${tender.id}`, { headers: superadmin })).status(),
  ).toBe(204);
});

test("a retried create with the same Idempotency-Key answers the same 201 and makes one tender; other values under that key are a 422", async ({
  request,
}) => {
  const c = await catalogue(request);
  const admin = await authAs(request, "admin");
  const title = `Idempotent API tender ${Date.now()}`;
  const fields = {
    title,
    closingDate: "2031-07-01T10:00",
    tenderLanguageId: String(c.languageId),
    tenderSourceId: String(c.sourceId),
    tenderRegionId: String(c.regionId),
  };
  const headers = { ...admin, "Idempotency-Key": `e2e-${crypto.randomUUID()}` };
  const send = (values: Record<string, string>) =>
    request.post("/api/tenders", {
      headers,
      multipart: tenderForm(values, [{ name: "terms.pdf", bytes: sample("pdf") }]),
    });
  const [first, second] = await Promise.all([send(fields), send(fields)]);
  const bodies = [
    await expectContract(request, first, "post", "/tenders", 201),
    await expectContract(request, second, "post", "/tenders", 201),
  ];
  expect(bodies[1]).toEqual(bodies[0]);
  expect(
    [first, second].map((response) => response.headers()["idempotent-replayed"]).sort(),
  ).toEqual(["true", undefined]);
  const third = await send(fields);
  expect(third.headers()["idempotent-replayed"]).toBe("true");
  expect(await expectContract(request, third, "post", "/tenders", 201)).toEqual(bodies[0]);

  const other = await send({ ...fields, title: `${title} (changed)` });
  const refusal = await expectContract(request, other, "post", "/tenders", 422);
  expect(refusal.message).toMatch(/Idempotency-Key was already used for a different request/);
  const stored = await withDatabase(async (client) => {
    const { rows } = await client.query(
      `select t.id, count(d.id)::int as documents from tenders t
       left join tender_documents d on d.tender_id = t.id
       where t.title like $1 group by t.id`,
      [`${title}%`],
    );
    return rows;
  });
  expect(stored).toEqual([{ id: bodies[0].id, documents: 1 }]);
});
