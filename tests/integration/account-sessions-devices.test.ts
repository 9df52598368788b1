import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { findApiUser, issueApiToken } from "~/modules/api/api-auth.server";
import { Session } from "~/modules/auth/session.entity";
import { touchSession } from "~/modules/auth/session-touch.server";
import { userMiddleware } from "~/modules/auth/user-middleware.server";
import { User } from "~/modules/auth/user.entity";
import { action as loginAction } from "~/routes/login";
import * as accountPage from "~/routes/account/index";
import * as endSessionRoute from "~/routes/account/sessions-end";
import {
  clientAddressContext,
  dbContext,
  userContext,
  type CurrentUser,
} from "~/server/request-context";
import { statusOf } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { formRequest, inLocale, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
const PASSWORD = "sessions-pass-2026";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const WINDOWS_FIREFOX =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
// Ethio Telecom's and Google's public addresses, so the offline database has a country for each.
const ADDIS_ADDRESS = "196.188.0.1";
const US_ADDRESS = "8.8.8.8";
let counter = 0;

async function createUser(label: string): Promise<CurrentUser> {
  const user = await registerUser(db.em(), {
    fullname: `${label} person`,
    email: `${label}-${++counter}-${Date.now()}@example.et`,
    phone: "0911000000",
    password: PASSWORD,
  });
  return toCurrentUser(user);
}

/** Signs in through the login page; returns the session cookie. */
async function signIn(email: string): Promise<string> {
  const request = formRequest("/login", { email, password: PASSWORD });
  const result = await settle(() =>
    loginAction(routeArgs(request, db.em(), null, {}, `10.9.0.${++counter}`)),
  );
  expect(statusOf(result)).toBe(302);
  return (result as Response).headers.get("Set-Cookie")!.split(";")[0]!;
}

/** One request through the web middleware, as the HTTP server would hand it over. */
async function browse(cookie: string, userAgent: string, address: string) {
  const context = new RouterContextProvider();
  context.set(dbContext, db.em());
  context.set(clientAddressContext, address);
  const request = new Request("http://localhost/home", {
    headers: { Cookie: cookie, "User-Agent": userAgent },
  });
  let seen: CurrentUser | null = null;
  await (
    userMiddleware as unknown as (a: unknown, n: () => Promise<Response>) => Promise<Response>
  )({ request, context }, async () => {
    seen = context.get(userContext);
    return new Response(null);
  });
  return seen as CurrentUser | null;
}

interface StoredSession {
  id: number;
  user_agent: string | null;
  place: string | null;
  last_used_at: string | null;
  version: string;
}

/** The user's session rows; `version` (xmin) changes with every write to the row. */
async function storedSessions(userId: number): Promise<StoredSession[]> {
  return db
    .em()
    .execute<StoredSession[]>(
      `select id, user_agent, place, last_used_at, xmin::text as version from sessions where user_id = ? order by id`,
      [userId],
    );
}

describe("what a session records about its use", () => {
  it("stores the device and country, and writes last use once per window, not per request", async () => {
    const user = await createUser("touch");
    const cookie = await signIn(user.email);
    const [fresh] = await storedSessions(user.id);
    expect(fresh).toMatchObject({ user_agent: null, place: null, last_used_at: null });

    expect(await browse(cookie, ANDROID_CHROME, ADDIS_ADDRESS)).toMatchObject({ id: user.id });
    const [first] = await storedSessions(user.id);
    expect(first).toMatchObject({ user_agent: ANDROID_CHROME, place: "ET" });
    expect(first!.last_used_at).not.toBeNull();

    // A second request within the window: no write at all, even from elsewhere.
    expect(await browse(cookie, WINDOWS_FIREFOX, US_ADDRESS)).toMatchObject({ id: user.id });
    const [second] = await storedSessions(user.id);
    expect(second).toEqual(first);

    // Once the window has passed, the next request writes again, with what it saw.
    await db
      .em()
      .execute(`update sessions set last_used_at = now() - interval '6 minutes' where id = ?`, [
        first!.id,
      ]);
    await browse(cookie, WINDOWS_FIREFOX, US_ADDRESS);
    const [third] = await storedSessions(user.id);
    expect(third).toMatchObject({ user_agent: WINDOWS_FIREFOX, place: "US" });
    expect(Date.now() - Date.parse(third!.last_used_at!)).toBeLessThan(60_000);
    expect(third!.version).not.toBe(first!.version);
  });

  it("keeps no address: a private one reads as local, an unknown one as no place; long agents are cut", async () => {
    const user = await createUser("place");
    const local = await signIn(user.email);
    const unknown = await signIn(user.email);
    await browse(local, "x".repeat(1000), "192.168.1.20");
    await browse(unknown, ANDROID_CHROME, "unknown");
    const rows = await storedSessions(user.id);
    expect(rows.map((row) => row.place)).toEqual(["local", null]);
    expect(rows[0]!.user_agent).toBe("x".repeat(256));
    const columns = await db
      .em()
      .execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name = 'sessions'`,
      );
    expect(columns.map((column) => column.column_name)).not.toContain("ip");
    expect(JSON.stringify(rows)).not.toContain("192.168");
  });

  it("writes once when requests of one session arrive together", async () => {
    const user = await createUser("together");
    await signIn(user.email);
    const [row] = await storedSessions(user.id);
    const client = { userAgent: WINDOWS_FIREFOX, address: US_ADDRESS };
    const wrote = await Promise.all(
      Array.from({ length: 5 }, () => touchSession(db.em(), row!.id, client)),
    );
    expect(wrote.filter(Boolean)).toHaveLength(1);
  });

  it("records an API token's use too", async () => {
    const user = await createUser("api");
    const em = db.em();
    const token = await issueApiToken(em, await em.findOneOrFail(User, { id: user.id }));
    const client = { userAgent: "okhttp/4.12.0", address: ADDIS_ADDRESS };
    expect(await findApiUser(db.em(), token, client)).toMatchObject({ id: user.id });
    expect(await storedSessions(user.id)).toEqual([
      expect.objectContaining({ user_agent: "okhttp/4.12.0", place: "ET" }),
    ]);
  });
});

function pageArgs(request: Request, user: CurrentUser, cookie: string, locale: "en" | "am") {
  request.headers.set("Cookie", cookie);
  return inLocale(routeArgs(request, db.em(), user), locale);
}

describe("/account's sessions", () => {
  it("lists each session with device, place and this browser marked, and no token", async () => {
    const user = await createUser("list");
    const mine = await signIn(user.email);
    const phone = await signIn(user.email);
    await browse(mine, WINDOWS_FIREFOX, US_ADDRESS);
    await browse(phone, ANDROID_CHROME, ADDIS_ADDRESS);
    const request = new Request("http://localhost/account");
    const loaded = (await accountPage.loader(pageArgs(request, user, mine, "en"))) as {
      sessions: Record<string, unknown>[];
    };
    expect(loaded.sessions).toEqual([
      expect.objectContaining({
        device: "Chrome on Android",
        place: "Ethiopia",
        lastUsedAgo: "just now",
        current: false,
      }),
      expect.objectContaining({
        device: "Firefox on Windows",
        place: "United States",
        current: true,
      }),
    ]);
    const stored = await storedSessions(user.id);
    expect(loaded.sessions.map((session) => session.id).sort()).toEqual(
      stored.map((row) => row.id).sort(),
    );
    const hashes = await db.em().find(Session, { user: user.id });
    const page = JSON.stringify(loaded);
    for (const row of hashes) expect(page).not.toContain(row.tokenHash);
    expect(page).not.toContain(ANDROID_CHROME);

    const amharic = (await accountPage.loader(
      pageArgs(new Request("http://localhost/account"), user, mine, "am"),
    )) as { sessions: { device: string; place: string }[] };
    expect(amharic.sessions[0]).toMatchObject({ device: "Chrome በAndroid", place: "ኢትዮጵያ" });
  });
});

function endRequest(session: string) {
  return formRequest("/account/sessions/end", { session });
}

describe("signing one session out", () => {
  it("ends only that session: its cookie no longer signs in, the others still do", async () => {
    const user = await createUser("end");
    const mine = await signIn(user.email);
    const other = await signIn(user.email);
    const third = await signIn(user.email);
    await browse(other, ANDROID_CHROME, ADDIS_ADDRESS);
    const [, otherRow] = await storedSessions(user.id);

    const outcome = await settle(() =>
      endSessionRoute.action(pageArgs(endRequest(String(otherRow!.id)), user, mine, "en")),
    );
    expect(statusOf(outcome)).toBe(302);
    expect((outcome as Response).headers.get("Location")).toBe("/account?notice=session-ended");

    expect(await browse(other, ANDROID_CHROME, ADDIS_ADDRESS)).toBeNull();
    expect(await browse(mine, WINDOWS_FIREFOX, US_ADDRESS)).toMatchObject({ id: user.id });
    expect(await browse(third, WINDOWS_FIREFOX, US_ADDRESS)).toMatchObject({ id: user.id });
    expect((await storedSessions(user.id)).map((row) => row.id)).not.toContain(otherRow!.id);
  });

  it("refuses another user's session with a 404 and ends nothing", async () => {
    const owner = await createUser("owner");
    const intruder = await createUser("intruder");
    const ownerCookie = await signIn(owner.email);
    const intruderCookie = await signIn(intruder.email);
    const [ownerRow] = await storedSessions(owner.id);

    const outcome = await settle(() =>
      endSessionRoute.action(
        pageArgs(endRequest(String(ownerRow!.id)), intruder, intruderCookie, "en"),
      ),
    );
    expect(statusOf(outcome)).toBe(404);
    expect(await storedSessions(owner.id)).toHaveLength(1);
    expect(await browse(ownerCookie, WINDOWS_FIREFOX, US_ADDRESS)).toMatchObject({ id: owner.id });
  });

  it("answers a malformed id with a 400 and its message, ending nothing", async () => {
    const user = await createUser("malformed");
    const cookie = await signIn(user.email);
    const outcome = (await settle(() =>
      endSessionRoute.action(pageArgs(endRequest("not-an-id"), user, cookie, "en")),
    )) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(outcome.init.status).toBe(400);
    expect(outcome.data.result.error.session).toEqual(["Choose a sign-in from the list."]);
    expect(await storedSessions(user.id)).toHaveLength(1);
  });

  it("sends a visitor to sign in", async () => {
    const outcome = await settle(() =>
      endSessionRoute.action(routeArgs(endRequest("1"), db.em(), null)),
    );
    expect(statusOf(outcome)).toBe(302);
    expect((outcome as Response).headers.get("Location")).toContain("/login");
  });
});
