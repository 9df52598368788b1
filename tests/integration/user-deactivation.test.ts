import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import {
  confirmEmailChange,
  findCancellableEmailChange,
  findPendingEmailChange,
  requestEmailChange,
} from "~/modules/account/email-change.server";
import { EmailChangeToken } from "~/modules/account/email-change-token.entity";
import { issueApiToken } from "~/modules/api/api-auth.server";
import { apiMiddleware } from "~/modules/api/api-middleware.server";
import { buildDigests, buildImmediateAlerts } from "~/modules/alerts/digest.server";
import { savePendingVerification, verifyEmailToken } from "~/modules/alerts/alert-channels.server";
import { deliverMessage } from "~/modules/alerts/deliveries.server";
import { handleTelegramUpdate, startTelegramLink } from "~/modules/alerts/telegram-link.server";
import { buildChangeNotices, buildDeadlineReminders } from "~/modules/alerts/notices.server";
import { AuditLog } from "~/modules/audit/audit-log.entity";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import {
  requestPasswordReset,
  resetPassword,
  RESET_TOKEN_TTL_MS,
} from "~/modules/auth/password-reset.server";
import { Session } from "~/modules/auth/session.entity";
import { findSessionUser } from "~/modules/auth/session-user.server";
import { userMiddleware } from "~/modules/auth/user-middleware.server";
import { User, type Role } from "~/modules/auth/user.entity";
import { ForbiddenError } from "~/modules/domain-errors";
import {
  buildSavedCalendar,
  hasCalendarToken,
  issueCalendarToken,
} from "~/modules/feeds/calendar-feed.server";
import { deactivateUser, reactivateUser } from "~/modules/users/account-status.server";
import { changeUserRole } from "~/modules/users/users.server";
import { action as apiLoginAction } from "~/routes/api/auth-login";
import { action as loginAction } from "~/routes/login";
import { dbContext, userContext, type CurrentUser } from "~/server/request-context";
import { hashToken } from "~/server/tokens.server";
import { AlertFixtures, recordingTransport } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { fakeHttpServer } from "./fake-http-server";
import { mailsTo } from "./mail-folder";
import { addressContext, formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
const PASSWORD = "correct-horse";
// Real logins hash with argon2: about a second each on a loaded machine.
const SLOW = 60_000;
let f: AlertFixtures;
let admin: CurrentUser;
let superadmin: CurrentUser;
let counter = 0;

// Telegram's Bot API, for the bot's replies: linking is decided before them.
const telegram = fakeHttpServer(() => ({ body: { ok: true, result: { message_id: 1 } } }));

beforeAll(async () => {
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = "123456:TEST-token";
  process.env.TELEGRAM_BOT_USERNAME = "TestTenderBot";
  f = new AlertFixtures(db.url);
  admin = await account("admin", "admin");
  superadmin = await account("boss", "superadmin");
});
afterAll(() => f.close());

async function account(label: string, role: Role = "user"): Promise<CurrentUser> {
  const user = await registerUser(
    db.em(),
    {
      fullname: `${label} person`,
      email: `${label}-${++counter}-${Date.now()}@example.et`,
      phone: "0911000000",
      password: PASSWORD,
    },
    role,
  );
  return toCurrentUser(user);
}

const stored = (id: number) => db.em().findOneOrFail(User, id);

/** The page login: the redirect and its session cookie, or the refusal's status and message. */
async function pageLogin(email: string, address = `10.7.0.${++counter}`) {
  const request = formRequest("/login", { email, password: PASSWORD });
  const result = await settle(() => loginAction(routeArgs(request, db.em(), null, {}, address)));
  if (result instanceof Response) {
    return { status: result.status, cookie: result.headers.get("Set-Cookie")!.split(";")[0]! };
  }
  const refused = result as {
    init: { status: number };
    data: { result: { error: Record<string, string[]> } };
  };
  return { status: refused.init.status, message: refused.data.result.error[""]?.[0] };
}

async function apiLogin(email: string, address = `10.8.0.${++counter}`) {
  const request = new Request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const response = (await apiLoginAction(
    routeArgs(request, db.em(), null, {}, address),
  )) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Who the web middleware says a request with this cookie is (null: a visitor). */
async function browserUser(cookie: string): Promise<CurrentUser | null> {
  const context = new RouterContextProvider();
  context.set(dbContext, db.em());
  const request = new Request("http://localhost/home", { headers: { Cookie: cookie } });
  let seen: CurrentUser | null = null;
  await (
    userMiddleware as unknown as (a: unknown, n: () => Promise<Response>) => Promise<Response>
  )({ request, context }, async () => {
    seen = context.get(userContext);
    return new Response(null);
  });
  return seen;
}

/** The token of a mailed link to /account/`page`. */
function linkToken(mail: string, page: string): string {
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return new RegExp(`/account/${page}\\?token=([\\w-]+)`).exec(unfolded)![1]!;
}

function telegramCode(link: { deepLink: string }): string {
  return new URL(link.deepLink).searchParams.get("start")!;
}

function startMessage(chat: number, code: string) {
  return { update_id: ++counter, message: { chat: { id: chat }, text: `/start ${code}` } };
}

/** The status the API middleware answers a request with this bearer token. */
async function apiStatus(token: string): Promise<number> {
  const context = new RouterContextProvider();
  context.set(dbContext, db.em());
  const request = new Request("http://localhost/api/tenders/saved", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const response = await (
    apiMiddleware as unknown as (a: unknown, n: () => Promise<Response>) => Promise<Response>
  )(
    { request, context, pattern: "/api/tenders/saved" },
    async () => new Response("{}", { status: 200 }),
  );
  return response.status;
}

describe("deactivating an account", () => {
  it(
    "ends its browser sessions and API tokens at once, on their next request",
    async () => {
      const user = await account("signedin");
      const login = await pageLogin(user.email);
      expect(login.status).toBe(302);
      const token = await issueApiToken(db.em(), await stored(user.id));
      expect(await browserUser(login.cookie!)).toMatchObject({ id: user.id });
      expect(await apiStatus(token)).toBe(200);
      const bystander = await account("bystander");
      const bystanderToken = await issueApiToken(db.em(), await stored(bystander.id));

      await deactivateUser(db.em(), admin, user.id);

      expect(await db.em().count(Session, { user: user.id })).toBe(0);
      expect(await browserUser(login.cookie!)).toBeNull();
      expect(await apiStatus(token)).toBe(401);
      expect((await stored(user.id)).deactivatedAt).toBeInstanceOf(Date);
      // Nobody else is touched.
      expect(await apiStatus(bystanderToken)).toBe(200);
    },
    SLOW,
  );

  it("refuses a session row that outlived it (a sign-in racing the deactivation)", async () => {
    const user = await account("racing");
    await deactivateUser(db.em(), admin, user.id);
    const em = db.em();
    for (const kind of ["web", "api"] as const) {
      em.create(Session, {
        tokenHash: hashToken(`late-${kind}-token-${user.id}`.padEnd(43, "x")),
        kind,
        user: user.id,
        data: {},
        expiresAt: new Date(Date.now() + 3600_000),
      });
    }
    await em.flush();
    for (const kind of ["web", "api"] as const) {
      expect(
        await findSessionUser(db.em(), `late-${kind}-token-${user.id}`.padEnd(43, "x"), kind),
      ).toBeNull();
    }
  });

  it(
    "refuses its sign-in on the page and the API with the same short message; reactivation lets it in",
    async () => {
      const user = await account("refused");
      await deactivateUser(db.em(), admin, user.id);
      const message =
        "This account has been deactivated. Contact us if you think this is a mistake.";

      const page = await pageLogin(user.email);
      expect(page).toEqual({ status: 403, message });
      const api = await apiLogin(user.email);
      expect(api).toEqual({ status: 403, body: { message } });
      expect(await db.em().count(Session, { user: user.id })).toBe(0);
      // A wrong password says nothing about the account's state.
      const wrong = (await settle(() =>
        loginAction(
          routeArgs(formRequest("/login", { email: user.email, password: "not-it" }), db.em()),
        ),
      )) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
      expect(wrong.init.status).toBe(401);
      expect(wrong.data.result.error[""]).toEqual(["Invalid email or password"]);

      await reactivateUser(db.em(), admin, user.id);
      expect((await stored(user.id)).deactivatedAt).toBeNull();
      const again = await pageLogin(user.email);
      expect(again.status).toBe(302);
      expect(await browserUser(again.cookie!)).toMatchObject({ id: user.id });
      expect((await apiLogin(user.email)).status).toBe(200);
    },
    SLOW,
  );

  it(
    "is not undone by a password reset: no link is mailed, an older link no longer works",
    async () => {
      const user = await account("reset");
      const token = "d".repeat(43);
      const em = db.em();
      em.create(PasswordResetToken, {
        user: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await em.flush();

      await deactivateUser(db.em(), admin, user.id);
      expect(await db.em().count(PasswordResetToken, { user: user.id })).toBe(0);

      const outcome = await requestPasswordReset(db.em(), addressContext("10.9.9.1"), user.email);
      expect(outcome.accepted).toBe(true);
      if (outcome.accepted) await outcome.delivery;
      expect(mailsTo(user.email)).toHaveLength(0);
      expect(await db.em().count(PasswordResetToken, { user: user.id })).toBe(0);

      // A link mailed in the same moment as the deactivation.
      const late = "e".repeat(43);
      const em2 = db.em();
      em2.create(PasswordResetToken, {
        user: user.id,
        tokenHash: hashToken(late),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await em2.flush();
      expect(
        await resetPassword(db.em(), addressContext("10.9.9.2"), late, "new-passphrase"),
      ).toEqual({ reset: false });
      expect((await pageLogin(user.email)).status).toBe(403);
    },
    SLOW,
  );

  it("stops its alerts: digests, immediate alerts, reminders, change notices and queued messages", async () => {
    const user = await account("alerts");
    const other = await account("alerts-other");
    for (const person of [user, other]) {
      await f.channel(person.id, "email", person.email);
      await f.profile(person.id, { include: "quokkabridge", frequency: "daily" });
      await f.profile(person.id, { include: "quokkabridge", frequency: "immediate" });
    }
    const tender = await f.tender({
      title: "Quokkabridge repair",
      closingDate: new Date(Date.now() + 24 * 3600_000),
    });
    for (const person of [user, other]) {
      await f.pool.query(
        "insert into saved_tenders (user_id, tender_id, created_at, updated_at) values ($1, $2, now(), now())",
        [person.id, tender],
      );
    }
    // A message built before the deactivation, waiting in the queue.
    const [queued] = (await buildImmediateAlerts(f.db, [tender])).filter(
      (job) => job.userId === user.id,
    );
    expect(queued).toBeDefined();

    await deactivateUser(db.em(), admin, user.id);

    const recorder = recordingTransport();
    expect(await deliverMessage(f.pool, queued!, () => recorder.transport)).toBe(
      "channel-inactive",
    );
    expect(recorder.sent).toEqual([]);
    const usersOf = (jobs: { userId: number }[]) => jobs.map((job) => job.userId);
    const digests = usersOf(await buildDigests(f.db));
    expect(digests).toContain(other.id);
    expect(digests).not.toContain(user.id);
    const reminders = usersOf(await buildDeadlineReminders(f.db, new Date(), 48));
    expect(reminders).toContain(other.id);
    expect(reminders).not.toContain(user.id);
    const changes = usersOf(
      await buildChangeNotices(f.db, { tenderId: tender, version: 1, changes: ["closingDate"] }),
    );
    expect(changes).toContain(other.id);
    expect(changes).not.toContain(user.id);
    const second = await f.tender({ title: "Quokkabridge paint" });
    const immediate = usersOf(await buildImmediateAlerts(f.db, [second]));
    expect(immediate).toContain(other.id);
    expect(immediate).not.toContain(user.id);
    const { rows } = await f.pool.query(
      "select count(*)::int as n from alert_deliveries where user_id = $1 and status = 'sent'",
      [user.id],
    );
    expect(rows[0].n).toBe(0);

    // Reactivated, the next digest finds the account again.
    await reactivateUser(db.em(), admin, user.id);
    const third = await f.tender({ title: "Quokkabridge lights" });
    expect(usersOf(await buildImmediateAlerts(f.db, [third]))).toContain(user.id);
  });

  it("stops its private calendar feed for good: reactivating does not bring the URL back", async () => {
    const user = await account("calendar");
    const token = await issueCalendarToken(db.em(), user.id);
    expect(await buildSavedCalendar(db.em(), token)).toContain("BEGIN:VCALENDAR");
    await deactivateUser(db.em(), admin, user.id);
    expect(await buildSavedCalendar(db.em(), token)).toBeNull();
    expect(await hasCalendarToken(db.em(), user.id)).toBe(false);
    await reactivateUser(db.em(), admin, user.id);
    expect(await buildSavedCalendar(db.em(), token)).toBeNull();
    // The user makes a new one, which works.
    const fresh = await issueCalendarToken(db.em(), user.id);
    expect(await buildSavedCalendar(db.em(), fresh)).toContain("BEGIN:VCALENDAR");
  });

  it("stops its Telegram link code and e-mail verification link at once, even on reactivation", async () => {
    const user = await account("telegram");
    const other = await account("telegram-other");
    const code = telegramCode(await startTelegramLink(db.em(), user.id));
    const otherCode = telegramCode(await startTelegramLink(db.em(), other.id));
    const verification = "v".repeat(43);
    await savePendingVerification(
      db.em(),
      user.id,
      "email",
      user.email,
      hashToken(verification),
      new Date(Date.now() + 3600_000),
    );

    await deactivateUser(db.em(), admin, user.id);

    expect(await handleTelegramUpdate(db.em(), startMessage(7001, code))).toBe("invalid-link");
    expect(await verifyEmailToken(db.em(), verification)).toBe(false);
    await reactivateUser(db.em(), admin, user.id);
    expect(await handleTelegramUpdate(db.em(), startMessage(7001, code))).toBe("invalid-link");
    const [linked] = await f.pool
      .query(
        "select count(*)::int as n from alert_channels where user_id = $1 and verified_at is not null",
        [user.id],
      )
      .then((result) => result.rows as { n: number }[]);
    expect(linked!.n).toBe(0);
    // Someone else's code still links.
    expect(await handleTelegramUpdate(db.em(), startMessage(7002, otherCode))).toBe("linked");
  });

  it(
    "drops its pending e-mail change: neither link works, not even after reactivation",
    async () => {
      const user = await account("email-change");
      const newEmail = `moved-${counter}-${Date.now()}@example.et`;
      await requestEmailChange(db.em(), user.id, { email: newEmail, currentPassword: PASSWORD });
      const confirm = linkToken(mailsTo(newEmail).at(-1)!, "confirm-email");
      const cancel = linkToken(mailsTo(user.email).at(-1)!, "cancel-email-change");

      await deactivateUser(db.em(), admin, user.id);

      expect(await db.em().count(EmailChangeToken, { user: user.id })).toBe(0);
      expect(await findPendingEmailChange(db.em(), confirm)).toBeNull();
      expect(await findCancellableEmailChange(db.em(), cancel)).toBeNull();
      await reactivateUser(db.em(), admin, user.id);
      expect(await confirmEmailChange(db.em(), confirm)).toEqual({
        changed: false,
        reason: "invalid",
      });
      expect((await stored(user.id)).email).toBe(user.email);

      // A change stored in the same moment as the deactivation cannot be confirmed either.
      const late = "l".repeat(43);
      await deactivateUser(db.em(), admin, user.id);
      const em = db.em();
      em.create(EmailChangeToken, {
        user: user.id,
        newEmail: `late-${newEmail}`,
        tokenHash: hashToken(late),
        expiresAt: new Date(Date.now() + 3600_000),
      });
      await em.flush();
      expect(await findPendingEmailChange(db.em(), late)).toBeNull();
      expect(await confirmEmailChange(db.em(), late)).toEqual({
        changed: false,
        reason: "invalid",
      });
      expect((await stored(user.id)).email).toBe(user.email);
      await reactivateUser(db.em(), admin, user.id);
    },
    SLOW,
  );

  it("refuses a Telegram link code issued in the same moment as the deactivation", async () => {
    const user = await account("telegram-race");
    await deactivateUser(db.em(), admin, user.id);
    // A code written after the deactivation's clean-up (a request racing it).
    const code = telegramCode(await startTelegramLink(db.em(), user.id));
    expect(await handleTelegramUpdate(db.em(), startMessage(7003, code))).toBe("invalid-link");
  });
});

describe("who may deactivate and reactivate", () => {
  const auditRows = (id: number) =>
    db.em().find(AuditLog, { entityType: "User", entityId: id }, { orderBy: { id: "asc" } });

  it("an admin may for plain users, with an audit row naming who and when", async () => {
    const user = await account("plain");
    const before = new Date();
    await deactivateUser(db.em(), admin, user.id);
    await deactivateUser(db.em(), admin, user.id); // again: nothing more happens
    await reactivateUser(db.em(), admin, user.id);
    const rows = await auditRows(user.id);
    expect(rows.map((row) => [row.action, row.actorEmail, row.summary])).toEqual([
      ["update", admin.email, `Deactivated ${user.email}`],
      ["update", admin.email, `Reactivated ${user.email}`],
    ]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(rows[0]!.actor?.id).toBe(admin.id);
  });

  it("an admin may not for admins or superadmins; a superadmin may for admins", async () => {
    const otherAdmin = await account("other-admin", "admin");
    const otherBoss = await account("other-boss", "superadmin");
    for (const target of [otherAdmin, otherBoss]) {
      await expect(deactivateUser(db.em(), admin, target.id)).rejects.toThrow(
        new ForbiddenError("Only a superadmin can deactivate or reactivate an admin's account."),
      );
      expect((await stored(target.id)).deactivatedAt).toBeNull();
    }
    await deactivateUser(db.em(), superadmin, otherAdmin.id);
    await expect(reactivateUser(db.em(), admin, otherAdmin.id)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect((await stored(otherAdmin.id)).deactivatedAt).toBeInstanceOf(Date);
    await reactivateUser(db.em(), superadmin, otherAdmin.id);
    expect((await stored(otherAdmin.id)).deactivatedAt).toBeNull();
    expect((await auditRows(otherAdmin.id)).map((row) => row.actorEmail)).toEqual([
      superadmin.email,
      superadmin.email,
    ]);
    expect(await auditRows(otherBoss.id)).toEqual([]);
  });

  it("nobody for their own account, and plain users never", async () => {
    await expect(deactivateUser(db.em(), admin, admin.id)).rejects.toThrow(
      "You cannot deactivate or reactivate your own account.",
    );
    await expect(deactivateUser(db.em(), superadmin, superadmin.id)).rejects.toThrow(
      "You cannot deactivate or reactivate your own account.",
    );
    const user = await account("plain-actor");
    const target = await account("plain-target");
    await expect(deactivateUser(db.em(), user, target.id)).rejects.toThrow(
      "Only admins can deactivate or reactivate accounts.",
    );
    expect((await stored(admin.id)).deactivatedAt).toBeNull();
    expect((await stored(superadmin.id)).deactivatedAt).toBeNull();
    expect((await stored(target.id)).deactivatedAt).toBeNull();
  });

  it("the last active superadmin is never deactivated nor demoted, even by a stale session", async () => {
    // Alone in their own database, two superadmins: one may stop the other, then the one left
    // is the last, whatever a request still carrying the stopped one's session asks.
    const first = await account("first-boss", "superadmin");
    const others = await db.em().find(User, {
      role: "superadmin",
      deactivatedAt: null,
      id: { $nin: [first.id] },
    });
    for (const other of others) {
      if (other.id !== superadmin.id) await deactivateUser(db.em(), superadmin, other.id);
    }
    await deactivateUser(db.em(), first, superadmin.id);
    expect((await stored(superadmin.id)).deactivatedAt).toBeInstanceOf(Date);

    await expect(deactivateUser(db.em(), superadmin, first.id)).rejects.toThrow(
      "The last active superadmin cannot be deactivated.",
    );
    await expect(changeUserRole(db.em(), superadmin, first.id, "user")).rejects.toThrow(
      "The last active superadmin cannot be demoted.",
    );
    expect(await stored(first.id)).toMatchObject({ role: "superadmin", deactivatedAt: null });

    // Both at the same moment: exactly one of them is stopped.
    await reactivateUser(db.em(), first, superadmin.id);
    const outcomes = await Promise.allSettled([
      deactivateUser(db.em(), first, superadmin.id),
      deactivateUser(db.em(), superadmin, first.id),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toEqual(
      new ForbiddenError("The last active superadmin cannot be deactivated."),
    );
    const active = await db.em().count(User, { role: "superadmin", deactivatedAt: null });
    expect(active).toBe(1);
    // Leave the suite's superadmin active for the tests after this one.
    const left = await db.em().findOneOrFail(User, { role: "superadmin", deactivatedAt: null });
    const stopped = left.id === first.id ? superadmin : first;
    await reactivateUser(db.em(), toCurrentUser(left), stopped.id);
  });
});
