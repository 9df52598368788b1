import { expect, test } from "@playwright/test";
import { authAs, expectContract, withDatabase } from "./api-helpers";
import { DEMO, uniqueEmail, uniqueName } from "./fixtures";

const PASSWORD = "a-good-password";

test("GET /auth/users searches, filters and sorts, as documented", async ({
  request,
}, testInfo) => {
  const company = uniqueName(testInfo, "Api Search Co");
  const emails: string[] = [];
  for (const n of [1, 2]) {
    const email = uniqueEmail(testInfo, `api-search${n}`);
    const registered = await request.post("/api/auth/register", {
      data: {
        fullname: `Api Search ${n}`,
        email,
        phone: "0911223344",
        company,
        password: PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);
    emails.push(email);
  }
  const headers = await authAs(request, "admin");
  const q = encodeURIComponent(company.toLowerCase());
  const newest = await request.get(`/api/auth/users?q=${q}&role=user&status=active&sort=newest`, {
    headers,
  });
  const users = await expectContract(request, newest, "get", "/auth/users", 200);
  expect(users.map((user: { email: string }) => user.email)).toEqual([...emails].reverse());
  expect(users[0]).toMatchObject({ company, role: "user", deactivatedAt: null });
  expect(newest.headers()["x-total-count"]).toBe("2");
  const oldest = await request.get(`/api/auth/users?q=${q}&pageSize=1&page=2`, { headers });
  expect((await oldest.json()).map((user: { email: string }) => user.email)).toEqual([emails[1]]);
  const admins = await request.get(`/api/auth/users?q=${q}&role=admin`, { headers });
  expect(await admins.json()).toEqual([]);
});

test("an admin deactivates an account: its token is refused at once, its sign-in too; reactivated, it signs in", async ({
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "api-deactivate");
  const registered = await request.post("/api/auth/register", {
    data: { fullname: "Api Deactivated", email, phone: "0911223344", password: PASSWORD },
  });
  const { user } = await expectContract(request, registered, "post", "/auth/register", 201);
  const signIn = () => request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  const { token } = await (await signIn()).json();
  const theirs = { Authorization: `Bearer ${token}` };
  expect((await request.get("/api/tenders/saved", { headers: theirs })).status()).toBe(200);

  // Nobody but an admin, and never on their own account.
  const path = (change: string) => `/api/auth/users/${user.id}/${change}`;
  expect((await request.post(path("deactivate"))).status()).toBe(401);
  const asUser = await request.post(path("deactivate"), { headers: await authAs(request, "user") });
  await expectContract(request, asUser, "post", "/auth/users/{id}/deactivate", 403);
  const ownId = (
    await withDatabase((db) => db.query("select id from users where email = $1", [DEMO.admin]))
  ).rows[0].id;
  const own = await request.post(`/api/auth/users/${ownId}/deactivate`, {
    headers: await authAs(request, "admin"),
  });
  expect(
    (await expectContract(request, own, "post", "/auth/users/{id}/deactivate", 403)).message,
  ).toBe("You cannot deactivate or reactivate your own account.");

  const off = await request.post(path("deactivate"), { headers: await authAs(request, "admin") });
  const account = await expectContract(request, off, "post", "/auth/users/{id}/deactivate", 200);
  expect(account).toMatchObject({ id: user.id, email, deactivatedAt: expect.any(String) });
  const sessions = await withDatabase((db) =>
    db.query("select count(*)::int as n from sessions where user_id = $1", [user.id]),
  );
  expect(sessions.rows[0].n).toBe(0);

  expect((await request.get("/api/tenders/saved", { headers: theirs })).status()).toBe(401);
  const refused = await signIn();
  expect((await expectContract(request, refused, "post", "/auth/login", 403)).message).toBe(
    "This account has been deactivated. Contact us if you think this is a mistake.",
  );

  const on = await request.post(path("reactivate"), { headers: await authAs(request, "admin") });
  expect(
    await expectContract(request, on, "post", "/auth/users/{id}/reactivate", 200),
  ).toMatchObject({ id: user.id, deactivatedAt: null });
  expect((await signIn()).status()).toBe(200);
  const audit = await withDatabase((db) =>
    db.query(
      "select summary, actor_email from audit_logs where entity_type = 'User' and entity_id = $1 order by id",
      [user.id],
    ),
  );
  expect(audit.rows).toEqual([
    { summary: `Deactivated ${email}`, actor_email: DEMO.admin },
    { summary: `Reactivated ${email}`, actor_email: DEMO.admin },
  ]);
});
