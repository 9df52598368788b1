import { expect, test } from "@playwright/test";
import { authAs, expectContract, withDatabase } from "./api-helpers";

const unique = (label: string) => `${label} ${Date.now()}-${Math.round(Math.random() * 1e6)}`;

test("categories: anyone lists; admins add and rename; names are unique in any case", async ({
  request,
}) => {
  const list = await request.get("/api/categories");
  const categories = await expectContract(request, list, "get", "/categories", 200);
  expect(categories.length).toBeGreaterThanOrEqual(10);
  // Other specs add empty categories; the demo catalogue's carry their subcategories.
  expect(
    categories.filter((c: { subcategories: unknown[] }) => c.subcategories.length > 0).length,
  ).toBeGreaterThanOrEqual(10);

  const name = unique("Api Category");
  expect((await request.post("/api/categories", { data: { name } })).status()).toBe(401);
  const asUser = await request.post("/api/categories", {
    data: { name },
    headers: await authAs(request, "user"),
  });
  expect((await expectContract(request, asUser, "post", "/categories", 403)).message).toMatch(
    /permission/,
  );

  const admin = await authAs(request, "admin");
  const created = await request.post("/api/categories", {
    data: { name: `  ${name}  ` },
    headers: admin,
  });
  const category = await expectContract(request, created, "post", "/categories", 201);
  // No Amharic name given: null (the pages then show the English one).
  expect(category).toEqual({ id: expect.any(Number), name, nameAm: null, subcategories: [] });

  const duplicate = await request.post("/api/categories", {
    data: { name: name.toUpperCase() },
    headers: admin,
  });
  expect((await expectContract(request, duplicate, "post", "/categories", 409)).message).toMatch(
    /already exists/,
  );
  const blank = await request.post("/api/categories", { data: { name: "   " }, headers: admin });
  expect((await expectContract(request, blank, "post", "/categories", 400)).errors.name).toEqual([
    "Category name is required.",
  ]);
  const count = await withDatabase((db) =>
    db.query("select 1 from categories where lower(name) = lower($1)", [name]),
  );
  expect(count.rowCount).toBe(1);

  const renamed = await request.put(`/api/categories/${category.id}`, {
    data: { name: `${name} renamed` },
    headers: admin,
  });
  expect((await expectContract(request, renamed, "put", "/categories/{id}", 200)).name).toBe(
    `${name} renamed`,
  );
  const one = await request.get(`/api/categories/${category.id}`);
  expect((await expectContract(request, one, "get", "/categories/{id}", 200))[0].name).toBe(
    `${name} renamed`,
  );
  expect((await request.get("/api/categories/abc")).status()).toBe(404);
  expect((await request.get("/api/categories/99999999")).status()).toBe(404);

  const sub = await request.post(`/api/categories/${category.id}/subcategories`, {
    data: { name: "Lot A" },
    headers: admin,
  });
  expect(
    await expectContract(request, sub, "post", "/categories/{categoryId}/subcategories", 201),
  ).toMatchObject({ name: "Lot A" });
  const blankSub = await request.post(`/api/categories/${category.id}/subcategories`, {
    data: { name: " " },
    headers: admin,
  });
  expect((await blankSub.json()).errors.name).toEqual(["Subcategory name is required."]);

  const adminDelete = await request.delete(`/api/categories/${category.id}`, { headers: admin });
  expect(adminDelete.status()).toBe(403);
  const superDelete = await request.delete(`/api/categories/${category.id}`, {
    headers: await authAs(request, "superadmin"),
  });
  expect(superDelete.status()).toBe(204);
  const gone = await withDatabase((db) =>
    db.query("select 1 from categories where id = $1", [category.id]),
  );
  expect(gone.rowCount).toBe(0);
  const audit = await withDatabase((db) =>
    db.query(
      "select action from audit_logs where entity_type = 'Category' and entity_id = $1 order by id",
      [category.id],
    ),
  );
  expect(audit.rows.map((row) => row.action)).toEqual(["create", "update", "delete"]);
});

test("metadata lists are public; admins add; blanks and duplicates are refused", async ({
  request,
}) => {
  for (const kind of ["languages", "sources", "regions"]) {
    const response = await request.get(`/api/tenders/metadata/${kind}`);
    const items = await expectContract(request, response, "get", "/tenders/metadata/{kind}", 200);
    expect(items.length).toBeGreaterThanOrEqual(4);
  }
  expect((await request.get("/api/tenders/metadata/planets")).status()).toBe(404);
  const languages = await (await request.get("/api/tenders/metadata/languages")).json();
  expect(languages.map((item: { name: string }) => item.name)).toEqual(
    expect.arrayContaining(["Amharic", "English", "Afaan Oromo", "Tigrinya"]),
  );

  const name = unique("Api Source");
  const admin = await authAs(request, "admin");
  expect(
    (
      await request.post("/api/tenders/metadata/sources", {
        data: { name },
        headers: await authAs(request, "user"),
      })
    ).status(),
  ).toBe(403);
  const added = await request.post("/api/tenders/metadata/sources", {
    data: { name },
    headers: admin,
  });
  expect(
    await expectContract(request, added, "post", "/tenders/metadata/{kind}", 201),
  ).toMatchObject({ name });
  const duplicate = await request.post("/api/tenders/metadata/sources", {
    data: { name: name.toLowerCase() },
    headers: admin,
  });
  expect(duplicate.status()).toBe(409);
  const blank = await request.post("/api/tenders/metadata/sources", {
    data: { name: "  " },
    headers: admin,
  });
  expect(blank.status()).toBe(400);
  const rows = await withDatabase((db) =>
    db.query("select 1 from sources where lower(name) = lower($1)", [name]),
  );
  expect(rows.rowCount).toBe(1);
});

test("advert contact: anyone sends (rate-limited per sender); admins read", async ({ request }) => {
  const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
  const headers = { "X-Forwarded-For": address };
  const subject = unique("We want the top banner");
  const data = { name: "Ad Buyer", email: "ads@example.et", phone: "+251 911 000 000", subject };
  const sent = await request.post("/api/advert-contact/", { data, headers });
  expect((await expectContract(request, sent, "post", "/advert-contact", 201)).message).toBe(
    "Your request has been sent successfully.",
  );
  const stored = await withDatabase((db) =>
    db.query("select name from advert_contacts where subject = $1", [subject]),
  );
  expect(stored.rowCount).toBe(1);

  const invalid = await request.post("/api/advert-contact", {
    data: { ...data, email: "nope", subject: "" },
    headers,
  });
  const errors = (await expectContract(request, invalid, "post", "/advert-contact", 400)).errors;
  expect(errors).toMatchObject({
    email: ["Enter a valid email address."],
    subject: ["Message is required."],
  });

  for (let attempt = 0; attempt < 4; attempt++) {
    expect((await request.post("/api/advert-contact", { data, headers })).status()).toBe(201);
  }
  const limited = await request.post("/api/advert-contact", { data, headers });
  expect((await expectContract(request, limited, "post", "/advert-contact", 429)).message).toMatch(
    /Too many requests/,
  );

  expect((await request.get("/api/advert-contact")).status()).toBe(401);
  expect(
    (await request.get("/api/advert-contact", { headers: await authAs(request, "user") })).status(),
  ).toBe(403);
  const list = await request.get("/api/advert-contact?pageSize=100", {
    headers: await authAs(request, "admin"),
  });
  const ads = await expectContract(request, list, "get", "/advert-contact", 200);
  expect(ads.some((ad: { subject: string }) => ad.subject === subject)).toBe(true);
});
