import { expect, test } from "@playwright/test";
import {
  DEMO,
  DEMO_PASSWORD,
  jsEnabled,
  login,
  readMail,
  registerAndLogin,
  uniqueEmail,
} from "./fixtures";

test("a visitor registers, logs in, sees the user navigation and logs out", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "register");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await page.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Company (optional)")).toHaveAttribute(
    "placeholder",
    "Company Name if Available",
  );
  await page.getByLabel("Full name").fill("Selam Bekele");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0911-22 33 44");
  await page.getByLabel("Password").fill("a-good-password");
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/login\?notice=registered/);
  await expect(page.getByText("Your account is ready. Please log in.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-good-password");
  await page.getByRole("button", { name: "Login" }).click();

  // The first login after registering offers the first alert; skipping it goes to the list.
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole("link", { name: "Skip for now" }).click();
  await expect(page).toHaveURL(/\/tenders$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My Tenders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Alerts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
  await nav.getByText("Profile").click();
  await expect(nav.getByText("Selam Bekele")).toBeVisible();
  await expect(nav.getByText(email)).toBeVisible();
  await nav.getByRole("button", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "__session")).toBeUndefined();
});

test("remember me sets a 30-day cookie; without it the cookie ends with the browser", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Profile")).toBeVisible();
  const remembered = (await context.cookies()).find((cookie) => cookie.name === "__session")!;
  const days = (remembered.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
  expect(remembered.httpOnly).toBe(true);
  expect(remembered.sameSite).toBe("Lax");

  await context.clearCookies();
  await login(page, DEMO.user);
  const browserSession = (await context.cookies()).find((cookie) => cookie.name === "__session")!;
  expect(browserSession.expires).toBe(-1);
});

test("each role sees its own navigation", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto("/");
  await expect(nav.getByRole("link", { name: "All Tenders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);

  for (const email of [DEMO.admin, DEMO.superadmin]) {
    await page.context().clearCookies();
    await login(page, email);
    await expect(nav.getByRole("link", { name: "Admin Panel" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "My Tenders" })).toHaveCount(0);
  }
});

test("the profile dropdown opens and closes", async ({ page }, testInfo) => {
  await login(page, DEMO.user);
  const nav = page.getByRole("navigation", { name: "Main" });
  const logout = nav.getByRole("button", { name: "Logout" });
  await expect(logout).toBeHidden();
  await nav.getByText("Profile").click();
  await expect(logout).toBeVisible();
  await nav.getByText("Profile").click();
  await expect(logout).toBeHidden();
  if (jsEnabled(testInfo)) {
    await nav.getByText("Profile").click();
    await page.keyboard.press("Escape");
    await expect(logout).toBeHidden();
  }
});

test("a wrong password shows the error in red and keeps the email", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Password").fill("not-my-password");
  await page.getByRole("button", { name: "Login" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Invalid email or password");
  await expect(alert).toHaveCSS("color", "rgb(180, 35, 24)");
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.user);
  await expect(page.getByLabel("Password")).toHaveValue("");
});

test("empty or malformed login fields show the server's messages next to them", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("some-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  await expect(page.getByLabel("Password")).toHaveValue("");
});

test("invalid registration fields show their messages and keep what was typed", async ({
  page,
}, testInfo) => {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Yonas");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Phone is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Yonas");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");

  await page.getByLabel("Email").fill(DEMO.user);
  await page.getByLabel("Phone").fill("0911223344");
  await page.getByLabel("Password").fill("long-enough-password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Yonas");
  await expect(page.getByLabel("Password")).toHaveValue("");
  void testInfo;
});

test("forgot and reset password through the mailed link", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "reset");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Reset Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0911223344");
  await page.getByLabel("Password").fill("first-password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/notice=registered/);

  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email")).toBeVisible();

  const mail = await readMail(email);
  const link = mail.match(/http:\/\/localhost:\d+(\/reset-password\?token=[\w-]+)/)![1]!;
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("second-password");
  await page.getByLabel("Repeat new password").fill("second-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await login(page, email, "second-password");

  await page.goto(link);
  await expect(page.getByText("This reset link is invalid, already used or expired")).toBeVisible();
});

test("sign out everywhere ends this browser's session, another browser's and API tokens", async ({
  page,
  playwright,
  request,
}, testInfo) => {
  // A registration and three sign-ins: argon2 makes each take seconds on a busy machine.
  test.slow();
  const email = await registerAndLogin(page, testInfo, "everywhere");
  const password = "discovery-pass-2026";
  // The other browser signs in through the login form's plain POST.
  const otherBrowser = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  const otherLogin = await otherBrowser.post("/login", {
    form: { email, password },
    maxRedirects: 0,
  });
  expect(otherLogin.status()).toBe(302);
  expect((await otherBrowser.get("/mytender", { maxRedirects: 0 })).status()).toBe(200);
  const apiLogin = await request.post("/api/auth/login", { data: { email, password } });
  const { token } = (await apiLogin.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.get("/api/tenders/saved", { headers })).status()).toBe(200);

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("Profile").click();
  await nav.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login\?notice=signed-out-everywhere$/);
  await expect(page.getByText("You are signed out on every device")).toBeVisible();

  expect((await request.get("/api/tenders/saved", { headers })).status()).toBe(401);
  const afterwards = await otherBrowser.get("/mytender", { maxRedirects: 0 });
  expect(afterwards.status()).toBe(302);
  expect(afterwards.headers().location).toBe("/login?redirectTo=%2Fmytender");
  await otherBrowser.dispose();
});
