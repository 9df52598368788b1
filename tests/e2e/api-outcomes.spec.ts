import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { authAs, expectContract, withDatabase, type Role } from "./api-helpers";

/** A published tender that closed last week, optionally not yet published (a draft). */
async function tender(label: string, published = true): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into tenders (title, snippet, published_at, announced_at, closing_date, created_at, updated_at)
       values ($1, 'API outcome', $2, $2, now() - interval '7 days', now(), now()) returning id`,
      [
        `API ${label} ${randomBytes(4).toString("hex")}`,
        published ? new Date(Date.now() - 30 * 86_400_000) : null,
      ],
    );
    return rows[0]!.id;
  });
}

const AWARD = { supplier: "Abay Engineering PLC", amount: "1250000.5", awardedOn: "2026-11-20" };

test("readers with a token read an outcome; visitors, drafts and unknown tenders do not", async ({
  request,
}) => {
  const id = await tender("pending");
  expect((await request.get(`/api/tenders/outcome/${id}`)).status()).toBe(401);
  for (const role of ["user", "admin", "superadmin"] as Role[]) {
    const response = await request.get(`/api/tenders/outcome/${id}`, {
      headers: await authAs(request, role),
    });
    const body = await expectContract(request, response, "get", "/tenders/outcome/{tenderId}", 200);
    expect(body).toEqual({
      tenderId: id,
      status: "pending",
      reason: null,
      readvertisedAs: null,
      awards: [],
      updatedAt: null,
    });
  }
  const draft = await tender("draft", false);
  const headers = await authAs(request, "user");
  for (const path of [`/api/tenders/outcome/${draft}`, "/api/tenders/outcome/999999999"]) {
    const response = await request.get(path, { headers });
    await expectContract(request, response, "get", "/tenders/outcome/{tenderId}", 404);
  }
});

test("only admins write outcomes: visitors 401, users 403, nothing stored", async ({ request }) => {
  const id = await tender("guarded");
  for (const role of ["visitor", "user"] as Role[]) {
    const headers = await authAs(request, role);
    const status = role === "visitor" ? 401 : 403;
    const calls = [
      request.post(`/api/tenders/awards/${id}`, { headers, data: AWARD }),
      request.put(`/api/tenders/outcome/${id}`, {
        headers,
        data: { status: "cancelled", reason: "No" },
      }),
      request.delete(`/api/tenders/outcome/${id}`, { headers }),
      request.put(`/api/tenders/awards/${id}/1`, { headers, data: AWARD }),
      request.delete(`/api/tenders/awards/${id}/1`, { headers }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status()).toBe(status);
  }
  const rows = await withDatabase((db) =>
    db.query("select 1 from tender_outcomes where tender_id = $1", [id]),
  );
  expect(rows.rowCount).toBe(0);
});

test("an admin records, replaces, changes and removes awards by the rules", async ({ request }) => {
  const id = await tender("awarded");
  const headers = await authAs(request, "admin");
  const recorded = await request.post(`/api/tenders/awards/${id}`, {
    headers: { ...headers, "Idempotency-Key": `award-${id}` },
    data: { ...AWARD, note: "Framework" },
  });
  const body = await expectContract(request, recorded, "post", "/tenders/awards/{tenderId}", 201);
  expect(body).toMatchObject({
    tenderId: id,
    status: "awarded",
    awards: [
      {
        id: body.awardId,
        lot: 1,
        supplier: {
          name: "Abay Engineering PLC",
          slug: expect.stringMatching(/^abay-engineering-plc/),
        },
        amount: "1250000.50",
        currency: "ETB",
        awardedOn: "2026-11-20",
        note: "Framework",
        noticeDocument: null,
      },
    ],
  });
  // The same key again: the first answer, nothing more stored.
  const replay = await request.post(`/api/tenders/awards/${id}`, {
    headers: { ...headers, "Idempotency-Key": `award-${id}` },
    data: { ...AWARD, note: "Framework" },
  });
  expect(replay.status()).toBe(201);
  expect(replay.headers()["idempotent-replayed"]).toBe("true");

  // Lot 1 again: 409 naming the lot, unless asked to replace; a race maps the same way.
  const again = await request.post(`/api/tenders/awards/${id}`, {
    headers,
    data: { ...AWARD, supplier: "ABAY ENGINEERING plc", amount: 10 },
  });
  const refusal = await expectContract(request, again, "post", "/tenders/awards/{tenderId}", 409);
  expect(refusal.errors.lot[0]).toMatch(/already awarded/);
  const racing = await Promise.all(
    [2, 2, 2].map((lot, index) =>
      request.post(`/api/tenders/awards/${id}`, {
        headers,
        data: { ...AWARD, lot, supplier: `Racer ${index}` },
      }),
    ),
  );
  expect(racing.map((response) => response.status()).sort()).toEqual([201, 409, 409]);
  const replaced = await request.post(`/api/tenders/awards/${id}`, {
    headers,
    data: { ...AWARD, amount: 99.5, currency: "usd", replaceExisting: true },
  });
  expect((await replaced.json()).awards[0]).toMatchObject({ amount: "99.50", currency: "USD" });

  // Bad input: every field named, nothing changed.
  const bad = await request.post(`/api/tenders/awards/${id}`, {
    headers,
    data: { supplier: " ", amount: "-1", currency: "EURO", awardedOn: "2026-02-30", lot: 0 },
  });
  const invalid = await expectContract(request, bad, "post", "/tenders/awards/{tenderId}", 400);
  expect(Object.keys(invalid.errors).sort()).toEqual([
    "amount",
    "awardedOn",
    "currency",
    "lot",
    "supplier",
  ]);

  // A tender with awards is not cancelled.
  const cancel = await request.put(`/api/tenders/outcome/${id}`, {
    headers,
    data: { status: "cancelled", reason: "Too late" },
  });
  await expectContract(request, cancel, "put", "/tenders/outcome/{tenderId}", 409);

  const outcome = await (await request.get(`/api/tenders/outcome/${id}`, { headers })).json();
  const lot1 = outcome.awards.find((award: { lot: number }) => award.lot === 1);
  const changed = await request.put(`/api/tenders/awards/${id}/${lot1.id}`, {
    headers,
    data: { ...AWARD, lot: 3 },
  });
  const afterChange = await expectContract(
    request,
    changed,
    "put",
    "/tenders/awards/{tenderId}/{awardId}",
    200,
  );
  expect(afterChange.awards.map((award: { lot: number }) => award.lot)).toEqual([2, 3]);
  for (const award of afterChange.awards) {
    const removed = await request.delete(`/api/tenders/awards/${id}/${award.id}`, { headers });
    expect(removed.status()).toBe(204);
  }
  const gone = await request.delete(`/api/tenders/awards/${id}/${lot1.id}`, { headers });
  await expectContract(request, gone, "delete", "/tenders/awards/{tenderId}/{awardId}", 404);
  const pending = await (await request.get(`/api/tenders/outcome/${id}`, { headers })).json();
  expect(pending).toMatchObject({ status: "pending", awards: [] });
});

test("an admin cancels, clears and fails a tender; a cancelled one takes no award", async ({
  request,
}) => {
  const id = await tender("ended");
  const readvertised = await tender("readvertised");
  const headers = await authAs(request, "admin");
  const cancelled = await request.put(`/api/tenders/outcome/${id}`, {
    headers,
    data: { status: "cancelled", reason: "Budget withdrawn" },
  });
  const body = await expectContract(request, cancelled, "put", "/tenders/outcome/{tenderId}", 200);
  expect(body).toMatchObject({ status: "cancelled", reason: "Budget withdrawn", awards: [] });
  const award = await request.post(`/api/tenders/awards/${id}`, { headers, data: AWARD });
  const refused = await expectContract(request, award, "post", "/tenders/awards/{tenderId}", 409);
  expect(refused.message).toMatch(/cancelled tender has no award/);

  const self = await request.put(`/api/tenders/outcome/${id}`, {
    headers,
    data: { status: "failed", reason: "No bid", readvertisedTenderId: id },
  });
  const selfBody = await expectContract(request, self, "put", "/tenders/outcome/{tenderId}", 400);
  expect(Object.keys(selfBody.errors)).toEqual(["readvertisedTenderId"]);
  const wrongStatus = await request.put(`/api/tenders/outcome/${id}`, {
    headers,
    data: { status: "awarded", reason: "x" },
  });
  expect(wrongStatus.status()).toBe(400);

  const failed = await request.put(`/api/tenders/outcome/${id}`, {
    headers,
    data: { status: "failed", reason: "No responsive bid", readvertisedTenderId: readvertised },
  });
  expect(await failed.json()).toMatchObject({
    status: "failed",
    reason: "No responsive bid",
    readvertisedAs: { id: readvertised },
  });
  const cleared = await request.delete(`/api/tenders/outcome/${id}`, { headers });
  expect(cleared.status()).toBe(204);
  const user = await authAs(request, "user");
  expect(
    await (await request.get(`/api/tenders/outcome/${id}`, { headers: user })).json(),
  ).toMatchObject({
    status: "pending",
  });

  const draft = await tender("draft", false);
  const onDraft = await request.put(`/api/tenders/outcome/${draft}`, {
    headers,
    data: { status: "cancelled", reason: "x" },
  });
  expect(onDraft.status()).toBe(409);
});

test("the list filters by outcome for callers with a token", async ({ request }) => {
  const id = await tender("listed");
  const headers = await authAs(request, "admin");
  await request.put(`/api/tenders/outcome/${id}`, {
    headers,
    data: { status: "cancelled", reason: "Listed" },
  });
  const response = await request.get(`/api/tenders?outcome=cancelled&pageSize=100`, { headers });
  const listed = await expectContract(request, response, "get", "/tenders", 200);
  expect(listed.map((item: { id: number }) => item.id)).toContain(id);
  const pending = await request.get(`/api/tenders?outcome=pending&pageSize=100`, { headers });
  expect((await pending.json()).map((item: { id: number }) => item.id)).not.toContain(id);
});
