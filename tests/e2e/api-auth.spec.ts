import { expect, test } from "@playwright/test";
import { authAs, expectContract, withDatabase } from "./api-helpers";
import { DEMO, DEMO_PASSWORD } from "./fixtures";

test("login answers a token and the user; the token is stored only as a hash", async ({
  request,
}) => {
  const response = await request.post("/api/auth/login", {
    data: { email: DEMO.user, password: DEMO_PASSWORD },
  });
  const body = await expectContract(request, response, "post", "/auth/login", 200);
  expect(body.user).toMatchObject({ email: DEMO.user, role: "user", fullname: "Abebe Kebede" });
  const stored = await withDatabase((db) =>
    db.query(
      "select token_hash from sessions where kind = 'api' and token_hash = encode(sha256($1::bytea), 'hex')",
      [body.token],
    ),
  );
  expect(stored.rowCount).toBe(1);
  const plain = await withDatabase((db) =>
    db.query("select 1 from sessions where token_hash = $1", [body.token]),
  );
  expect(plain.rowCount).toBe(0);
});

test("bad login input: each gets its documented status and message", async ({ request }) => {
  const wrong = await request.post("/api/auth/login", {
    data: { email: DEMO.user, password: "nope-nope" },
  });
  expect((await expectContract(request, wrong, "post", "/auth/login", 401)).message).toBe(
    "Invalid email or password",
  );

  const malformed = await request.post("/api/auth/login", {
    headers: { "Content-Type": "application/json" },
    // A Buffer is sent as is; a string would be JSON-encoded (and so be valid JSON).
    data: Buffer.from('{"email": "user@demo.test",'),
  });
  expect((await expectContract(request, malformed, "post", "/auth/login", 400)).message).toBe(
    "Malformed JSON body",
  );

  const missing = await request.post("/api/auth/login", { data: { email: "not-an-email" } });
  const missingBody = await expectContract(request, missing, "post", "/auth/login", 400);
  expect(missingBody.errors).toMatchObject({
    email: ["Enter a valid email address"],
    password: ["Password is required"],
  });

  const form = await request.post("/api/auth/login", {
    form: { email: DEMO.user, password: DEMO_PASSWORD },
  });
  expect((await expectContract(request, form, "post", "/auth/login", 415)).message).toMatch(
    /application\/json/,
  );

  const huge = await request.post("/api/auth/login", {
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({ email: DEMO.user, password: "x".repeat(100_000) }),
  });
  expect((await expectContract(request, huge, "post", "/auth/login", 413)).message).toMatch(
    /too large/,
  );

  const unknownFields = await request.post("/api/auth/login", {
    data: { email: DEMO.user, password: DEMO_PASSWORD, role: "superadmin", extra: { deep: [1] } },
  });
  expect((await expectContract(request, unknownFields, "post", "/auth/login", 200)).user.role).toBe(
    "user",
  );
});

test("register creates an account once; a duplicate email is 409 and stores nothing", async ({
  request,
}) => {
  const email = `api-${Date.now()}@example.et`;
  const data = {
    fullname: "Api Person",
    email,
    company: "",
    phone: "0911-000-111",
    password: "api-password-1",
  };
  const created = await request.post("/api/auth/register", { data });
  const body = await expectContract(request, created, "post", "/auth/register", 201);
  expect(body.user).toMatchObject({ email, phone: "+251911000111", role: "user", company: null });

  const again = await request.post("/api/auth/register", {
    data: { ...data, email: email.toUpperCase() },
  });
  const conflict = await expectContract(request, again, "post", "/auth/register", 409);
  expect(conflict.errors.email).toEqual(["An account with this email already exists"]);
  const rows = await withDatabase((db) =>
    db.query("select 1 from users where lower(email) = $1", [email]),
  );
  expect(rows.rowCount).toBe(1);

  const invalid = await request.post("/api/auth/register", {
    data: { ...data, email: "x@y", phone: "12345678901" },
  });
  const errors = (await expectContract(request, invalid, "post", "/auth/register", 400)).errors;
  expect(errors.phone).toEqual([
    "An Ethiopian mobile number has 10 digits starting 09 or 07 (e.g. 0911 234 567 or +251 911 234 567)",
  ]);
});

test("logout revokes the token; revoked and expired tokens are 401 everywhere", async ({
  request,
}) => {
  const login = await request.post("/api/auth/login", {
    data: { email: DEMO.user, password: DEMO_PASSWORD },
  });
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.get("/api/tenders/saved", { headers })).status()).toBe(200);
  await expectContract(
    request,
    await request.post("/api/auth/logout", { headers }),
    "post",
    "/auth/logout",
    200,
  );
  const revoked = await request.get("/api/tenders/saved", { headers });
  expect((await expectContract(request, revoked, "get", "/tenders/saved", 401)).message).toMatch(
    /Authentication required/,
  );
  // A bad token is refused even where no token is needed, so a client notices.
  expect((await request.get("/api/categories", { headers })).status()).toBe(401);

  const second = await (
    await request.post("/api/auth/login", { data: { email: DEMO.user, password: DEMO_PASSWORD } })
  ).json();
  await withDatabase((db) =>
    db.query(
      "update sessions set expires_at = now() - interval '1 second' where token_hash = encode(sha256($1::bytea), 'hex')",
      [second.token],
    ),
  );
  const expired = await request.get("/api/tenders/saved", {
    headers: { Authorization: `Bearer ${second.token}` },
  });
  expect(expired.status()).toBe(401);
});

test("GET /auth/users is for admins only", async ({ request }) => {
  expect((await request.get("/api/auth/users")).status()).toBe(401);
  expect(
    (await request.get("/api/auth/users", { headers: await authAs(request, "user") })).status(),
  ).toBe(403);
  for (const role of ["admin", "superadmin"] as const) {
    const response = await request.get("/api/auth/users?pageSize=2", {
      headers: await authAs(request, role),
    });
    const users = await expectContract(request, response, "get", "/auth/users", 200);
    expect(users).toHaveLength(2);
    expect(Number(response.headers()["x-total-count"])).toBeGreaterThanOrEqual(3);
  }
});

test("unknown API paths answer JSON 404, and CORS is limited to CORS_ORIGINS", async ({
  request,
}) => {
  const missing = await request.get("/api/nothing/here");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: "No such API endpoint" });

  const allowed = await request.fetch("/api/tenders", {
    method: "OPTIONS",
    headers: { Origin: "http://allowed.example", "Access-Control-Request-Method": "POST" },
  });
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()["access-control-allow-origin"]).toBe("http://allowed.example");
  expect(allowed.headers()["access-control-allow-headers"]).toContain("Authorization");

  const other = await request.fetch("/api/tenders", {
    method: "OPTIONS",
    headers: { Origin: "http://evil.example", "Access-Control-Request-Method": "POST" },
  });
  expect(other.headers()["access-control-allow-origin"]).toBeUndefined();
  const get = await request.get("/api/categories", {
    headers: { Origin: "http://allowed.example" },
  });
  expect(get.headers()["access-control-expose-headers"]).toContain("X-Total-Count");
});
