import { expect, test } from "@playwright/test";
import { authAs, expectContract, withDatabase } from "./api-helpers";

// Only rows this test creates are renamed, merged or deleted; never the demo catalogue's.
const unique = (label: string) => `${label} ${Date.now()}-${Math.round(Math.random() * 1e6)}`;

const tenderOnSource = (sourceId: number) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(
      `insert into tenders (title, source_id, published_at, created_at, updated_at)
       values ($1, $2, now(), now(), now()) returning id`,
      [unique("Api upkeep tender"), sourceId],
    );
    return rows[0].id as number;
  });

test("metadata items: admins rename, superadmins delete, merge or get 409 with the usage", async ({
  request,
}) => {
  const admin = await authAs(request, "admin");
  const superadmin = await authAs(request, "superadmin");
  const add = async (name: string) =>
    (await (
      await request.post("/api/tenders/metadata/sources", { data: { name }, headers: admin })
    ).json()) as {
      id: number;
    };
  const [typo, right] = [unique("Api Herlad"), unique("Api Herald")];
  const { id } = await add(typo);
  const { id: rightId } = await add(right);
  const path = `/api/tenders/metadata/sources/${id}`;
  const doc = "/tenders/metadata/{kind}/{id}";

  expect((await request.put(path, { data: { name: "x" } })).status()).toBe(401);
  const asUser = await request.put(path, {
    data: { name: "x" },
    headers: await authAs(request, "user"),
  });
  await expectContract(request, asUser, "put", doc, 403);
  const renamed = await request.put(path, { data: { name: ` ${typo} fixed ` }, headers: admin });
  expect(await expectContract(request, renamed, "put", doc, 200)).toEqual({
    id,
    name: `${typo} fixed`,
    nameAm: null,
  });
  const duplicate = await request.put(path, {
    data: { name: right.toUpperCase() },
    headers: admin,
  });
  expect((await expectContract(request, duplicate, "put", doc, 409)).message).toBe(
    "This source already exists.",
  );
  const blank = await request.put(path, { data: { name: " " }, headers: admin });
  expect((await expectContract(request, blank, "put", doc, 400)).errors.name).toEqual([
    "Name is required.",
  ]);

  await expectContract(request, await request.delete(path, { headers: admin }), "delete", doc, 403);
  const tenderId = await tenderOnSource(id);
  const refused = await request.delete(path, { headers: superadmin });
  expect(await expectContract(request, refused, "delete", doc, 409)).toEqual({
    message: "Used by 1 tender: merge it into another source instead.",
    usage: { tenders: 1, alertProfiles: 0 },
  });
  const badTarget = await request.delete(`${path}?mergeInto=${id}`, { headers: superadmin });
  expect((await expectContract(request, badTarget, "delete", doc, 400)).errors).toEqual({
    mergeInto: ["Choose another source to merge it into."],
  });
  const merged = await request.delete(`${path}?mergeInto=${rightId}`, { headers: superadmin });
  expect(await expectContract(request, merged, "delete", doc, 200)).toEqual({
    id,
    name: `${typo} fixed`,
    nameAm: null,
    mergedInto: { id: rightId, name: right, nameAm: null },
    tendersMoved: 1,
    alertProfilesMoved: 0,
  });
  const row = await withDatabase((db) =>
    db.query("select source_id from tenders where id = $1", [tenderId]),
  );
  expect(row.rows).toEqual([{ source_id: rightId }]);
  await expectContract(
    request,
    await request.delete(path, { headers: superadmin }),
    "delete",
    doc,
    404,
  );
  const unused = await request.delete(`/api/tenders/metadata/sources/${rightId}?mergeInto=`, {
    headers: superadmin,
  });
  // Now used by the moved tender: refused too.
  expect(unused.status()).toBe(409);
});

test("subcategories: rename within the category, merge into a sibling only", async ({
  request,
}) => {
  const admin = await authAs(request, "admin");
  const superadmin = await authAs(request, "superadmin");
  const category = (await (
    await request.post("/api/categories", { data: { name: unique("Api Upkeep") }, headers: admin })
  ).json()) as { id: number };
  const other = (await (
    await request.post("/api/categories", { data: { name: unique("Api Other") }, headers: admin })
  ).json()) as { id: number };
  const sub = async (categoryId: number, name: string) =>
    (await (
      await request.post(`/api/categories/${categoryId}/subcategories`, {
        data: { name },
        headers: admin,
      })
    ).json()) as { id: number };
  const lots = await sub(category.id, "Lots");
  const lot = await sub(category.id, "Lot");
  const stranger = await sub(other.id, "Stranger");
  const doc = "/categories/{categoryId}/subcategories/{id}";
  const path = `/api/categories/${category.id}/subcategories/${lots.id}`;

  const renamed = await request.put(path, { data: { name: "Lots 1-3" }, headers: admin });
  expect(await expectContract(request, renamed, "put", doc, 200)).toEqual({
    id: lots.id,
    name: "Lots 1-3",
    nameAm: null,
  });
  const wrongCategory = await request.put(`/api/categories/${other.id}/subcategories/${lots.id}`, {
    data: { name: "Moved" },
    headers: admin,
  });
  await expectContract(request, wrongCategory, "put", doc, 404);
  const duplicate = await request.put(path, { data: { name: "LOT" }, headers: admin });
  await expectContract(request, duplicate, "put", doc, 409);

  const tenderId = await withDatabase(async (db) => {
    const { rows } = await db.query(
      `insert into tenders (title, published_at, created_at, updated_at)
       values ($1, now(), now(), now()) returning id`,
      [unique("Api lot tender")],
    );
    const tender = rows[0].id as number;
    await db.query("insert into tender_categories values ($1, $2)", [tender, category.id]);
    await db.query("insert into tender_subcategories values ($1, $2)", [tender, lots.id]);
    return tender;
  });
  const refused = await request.delete(path, { headers: superadmin });
  expect((await expectContract(request, refused, "delete", doc, 409)).usage).toEqual({
    tenders: 1,
    alertProfiles: 0,
  });
  const across = await request.delete(`${path}?mergeInto=${stranger.id}`, { headers: superadmin });
  await expectContract(request, across, "delete", doc, 400);
  const merged = await request.delete(`${path}?mergeInto=${lot.id}`, { headers: superadmin });
  expect(await expectContract(request, merged, "delete", doc, 200)).toMatchObject({
    mergedInto: { id: lot.id, name: "Lot" },
    tendersMoved: 1,
  });
  const rows = await withDatabase((db) =>
    db.query("select subcategory_id from tender_subcategories where tender_id = $1", [tenderId]),
  );
  expect(rows.rows).toEqual([{ subcategory_id: lot.id }]);
  const strangerGone = await request.delete(
    `/api/categories/${other.id}/subcategories/${stranger.id}`,
    { headers: superadmin },
  );
  expect((await expectContract(request, strangerGone, "delete", doc, 200)).mergedInto).toBeNull();
});
