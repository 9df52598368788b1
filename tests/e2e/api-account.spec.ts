import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectContract } from "./api-helpers";
import { DEMO, uniqueEmail } from "./fixtures";

const PASSWORD = "api-account-pass-1";

async function token(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).token}` };
}

/** A fresh account (the calls change and delete it) and two tokens of it. */
async function freshAccount(request: APIRequestContext, email: string) {
  const registered = await request.post("/api/auth/register", {
    data: { fullname: "Api Account", email, phone: "0911000000", password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  return { first: await token(request, email), second: await token(request, email) };
}

test("visitors get 401 from every account call", async ({ request }) => {
  const calls = [
    request.get("/api/account"),
    request.patch("/api/account", { data: { fullname: "X" } }),
    request.delete("/api/account", { data: { password: "whatever-pass" } }),
    request.post("/api/account/password", {
      data: { currentPassword: "whatever-pass", newPassword: "another-pass" },
    }),
    request.get("/api/account/sessions"),
    request.post("/api/account/sessions/end-others"),
    request.get("/api/account/export"),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status()).toBe(401);
    expect((await response.json()).message).toMatch(/Authentication required/);
  }
});

test("details, e-mail change, sessions, export, password and deletion through the API", async ({
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "api-acct");
  const { first, second } = await freshAccount(request, email);

  const account = await expectContract(
    request,
    await request.get("/api/account", { headers: first }),
    "get",
    "/account",
    200,
  );
  expect(account).toMatchObject({ email, role: "user", pendingEmail: null });

  const newEmail = uniqueEmail(testInfo, "api-acct-new");
  // A token alone cannot move the account to another mailbox: the password is asked, and a
  // refused call changes nothing, the details sent with it neither.
  for (const [currentPassword, message] of [
    [undefined, "Enter your current password"],
    ["not-the-password", "This is not your current password"],
  ] as const) {
    const refused = await expectContract(
      request,
      await request.patch("/api/account", {
        headers: first,
        data: { fullname: "Not Saved", email: newEmail, currentPassword },
      }),
      "patch",
      "/account",
      400,
    );
    expect(refused.errors.currentPassword).toEqual([message]);
  }
  expect(await (await request.get("/api/account", { headers: first })).json()).toMatchObject({
    fullname: "Api Account",
    pendingEmail: null,
  });
  const patched = await expectContract(
    request,
    await request.patch("/api/account", {
      headers: first,
      data: {
        fullname: "Api Changed",
        phone: "+251 922 334 455",
        email: newEmail,
        currentPassword: PASSWORD,
      },
    }),
    "patch",
    "/account",
    200,
  );
  expect(patched).toMatchObject({
    fullname: "Api Changed",
    phone: "+251922334455",
    email,
    pendingEmail: newEmail,
  });
  const taken = await expectContract(
    request,
    await request.patch("/api/account", {
      headers: first,
      data: { email: DEMO.user, currentPassword: PASSWORD },
    }),
    "patch",
    "/account",
    409,
  );
  expect(taken.errors.email).toEqual(["An account with this email already exists"]);

  const sessions = await expectContract(
    request,
    await request.get("/api/account/sessions", { headers: first }),
    "get",
    "/account/sessions",
    200,
  );
  expect(sessions).toHaveLength(2);
  expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);

  const exportResponse = await request.get("/api/account/export", { headers: first });
  const exported = await expectContract(request, exportResponse, "get", "/account/export", 200);
  expect(exportResponse.headers()["content-disposition"]).toMatch(/^attachment; filename="/);
  expect(exported.profile).toMatchObject({ email, fullname: "Api Changed" });

  const wrong = await expectContract(
    request,
    await request.post("/api/account/password", {
      headers: first,
      data: { currentPassword: "not-the-password", newPassword: "api-account-pass-2" },
    }),
    "post",
    "/account/password",
    400,
  );
  expect(wrong.errors.currentPassword).toEqual(["This is not your current password"]);
  const changed = await expectContract(
    request,
    await request.post("/api/account/password", {
      headers: first,
      data: { currentPassword: PASSWORD, newPassword: "api-account-pass-2" },
    }),
    "post",
    "/account/password",
    200,
  );
  // No calendar URL to replace.
  expect(changed.calendarUrl).toBeNull();
  expect((await request.get("/api/account", { headers: second })).status()).toBe(401);
  const afterPasswordChange = await request.get("/api/account", { headers: first });
  expect(afterPasswordChange.status()).toBe(200);
  // The pending e-mail change died with the other sessions.
  expect(await afterPasswordChange.json()).toMatchObject({ email, pendingEmail: null });

  const third = await token(request, email, "api-account-pass-2");
  const ended = await expectContract(
    request,
    await request.post("/api/account/sessions/end-others", { headers: first }),
    "post",
    "/account/sessions/end-others",
    200,
  );
  expect(ended.ended).toBe(1);
  expect((await request.get("/api/account", { headers: third })).status()).toBe(401);

  await expectContract(
    request,
    await request.delete("/api/account", { headers: first, data: { password: PASSWORD } }),
    "delete",
    "/account",
    400,
  );
  const deleted = await request.delete("/api/account", {
    headers: first,
    data: { password: "api-account-pass-2" },
  });
  expect(deleted.status()).toBe(204);
  expect((await request.get("/api/account", { headers: first })).status()).toBe(401);
  const login = await request.post("/api/auth/login", {
    data: { email, password: "api-account-pass-2" },
  });
  expect(login.status()).toBe(401);
});
