import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/modules/account/account-deletion.server";
import {
  LastSuperadminError,
  SameEmailError,
  TooManyAccountAttemptsError,
  WrongPasswordError,
} from "~/modules/account/account-errors.server";
import { exportAccountData } from "~/modules/account/account-export.server";
import { updateProfile } from "~/modules/account/account-profile.server";
import { endOtherSessions, listAccountSessions } from "~/modules/account/account-sessions.server";
import {
  cancelEmailChange,
  confirmEmailChange,
  findCancellableEmailChange,
  findPendingEmailChange,
  requestEmailChange,
} from "~/modules/account/email-change.server";
import { EmailChangeToken } from "~/modules/account/email-change-token.entity";
import { changePassword } from "~/modules/account/password-change.server";
import { findApiUser, issueApiToken } from "~/modules/api/api-auth.server";
import { listAudit } from "~/modules/audit/audit.server";
import { EmailTakenError, registerUser, verifyLogin } from "~/modules/auth/accounts.server";
import { requestPasswordReset, resetPassword } from "~/modules/auth/password-reset.server";
import { Session } from "~/modules/auth/session.entity";
import { signOutEverywhere } from "~/modules/auth/session.server";
import { findSessionUser } from "~/modules/auth/session-user.server";
import { User, type Role } from "~/modules/auth/user.entity";
import {
  buildSavedCalendar,
  hasCalendarToken,
  issueCalendarToken,
} from "~/modules/feeds/calendar-feed.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { mailsTo, resetTokenFrom } from "./mail-folder";
import { addressContext } from "./route-args";

const db = setupTestDatabase();
let fixtures: AlertFixtures;
beforeAll(() => {
  fixtures = new AlertFixtures(db.url);
});
afterAll(() => fixtures.close());

const PASSWORD = "account-pass-2026";
let counter = 0;

async function createUser(label: string, role: Role = "user") {
  const email = `${label}-${++counter}-${Date.now()}@example.et`;
  const user = await registerUser(
    db.em(),
    { fullname: `Account ${label}`, email, phone: "+251911000000", password: PASSWORD },
    role,
  );
  return { id: user.id, email };
}

/** A browser session row for the user, as login makes one; returns its token. */
async function webSession(userId: number): Promise<string> {
  const token = newToken();
  const em = db.em();
  em.create(Session, {
    tokenHash: hashToken(token),
    kind: "web",
    user: userId,
    data: { userId, remember: false },
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await em.flush();
  return token;
}

async function apiToken(userId: number): Promise<string> {
  const em = db.em();
  return issueApiToken(em, await em.findOneOrFail(User, { id: userId }));
}

async function rows<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  return (await fixtures.pool.query(sql, values)).rows as T[];
}

/** A raw (quoted-printable) mail as its text reads. */
function unfold(mail: string): string {
  return mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The token of the newest confirmation link mailed to `address`. */
function confirmationToken(address: string): string {
  const mail = mailsTo(address).at(-1);
  expect(mail, `a mail to ${address}`).toBeDefined();
  return /account\/confirm-email\?token=([\w-]+)/.exec(unfold(mail!))![1]!;
}

/** The token of the cancel link in the notice mailed to the old address. */
function cancelTokenFrom(mail: string): string {
  return /account\/cancel-email-change\?token=([\w-]+)/.exec(unfold(mail))![1]!;
}

describe("profile", () => {
  it("changes name, company and phone, the phone through the shared parser", async () => {
    const user = await createUser("profile");
    const profile = await updateProfile(db.em(), user.id, {
      fullname: "New Name",
      company: "Abebe Trading",
      phone: "+251922334455",
    });
    expect(profile).toMatchObject({ fullname: "New Name", company: "Abebe Trading" });
    const [row] = await rows<{ fullname: string; company: string | null; phone: string }>(
      "select fullname, company, phone from users where id = $1",
      [user.id],
    );
    expect(row).toEqual({ fullname: "New Name", company: "Abebe Trading", phone: "+251922334455" });
    await updateProfile(db.em(), user.id, { company: "" });
    const [cleared] = await rows<{ company: string | null; fullname: string }>(
      "select company, fullname from users where id = $1",
      [user.id],
    );
    expect(cleared).toEqual({ company: null, fullname: "New Name" });
  });
});

describe("password change", () => {
  it("ends the user's other sessions and API tokens, keeps the current one and mails a notice", async () => {
    const user = await createUser("password");
    const other = await createUser("bystander");
    const current = await webSession(user.id);
    const otherBrowser = await webSession(user.id);
    const token = await apiToken(user.id);
    const bystanderSession = await webSession(other.id);

    await changePassword(
      db.em(),
      user.id,
      { currentPassword: PASSWORD, newPassword: "brand-new-pass-1" },
      current,
    );

    expect(await findSessionUser(db.em(), current, "web")).toMatchObject({ id: user.id });
    expect(await findSessionUser(db.em(), otherBrowser, "web")).toBeNull();
    expect(await findApiUser(db.em(), token)).toBeNull();
    expect(await findSessionUser(db.em(), bystanderSession, "web")).toMatchObject({
      id: other.id,
    });
    expect(await db.em().count(Session, { user: user.id })).toBe(1);
    expect(await verifyLogin(db.em(), user.email, "brand-new-pass-1")).not.toBeNull();
    expect(await verifyLogin(db.em(), user.email, PASSWORD)).toBeNull();
    expect(mailsTo(user.email).some((mail) => mail.includes("password was changed"))).toBe(true);
  });

  it("replaces the calendar URL and answers the new one; without one, none is made", async () => {
    const user = await createUser("password-calendar");
    const current = await webSession(user.id);
    const old = await issueCalendarToken(db.em(), user.id);
    const changed = await changePassword(
      db.em(),
      user.id,
      { currentPassword: PASSWORD, newPassword: "brand-new-pass-2" },
      current,
    );
    expect(changed.calendarUrl).toMatch(/\/feeds\/saved\/[\w-]{43}\.ics$/);
    const fresh = /\/feeds\/saved\/([\w-]{43})\.ics$/.exec(changed.calendarUrl!)![1]!;
    expect(await buildSavedCalendar(db.em(), old)).toBeNull();
    expect(await buildSavedCalendar(db.em(), fresh)).toContain("BEGIN:VCALENDAR");
    expect(
      mailsTo(user.email).some((mail) => unfold(mail).includes("calendar link was replaced")),
    ).toBe(true);

    const plain = await createUser("password-no-calendar");
    expect(
      await changePassword(
        db.em(),
        plain.id,
        { currentPassword: PASSWORD, newPassword: "brand-new-pass-2" },
        null,
      ),
    ).toEqual({ calendarUrl: null });
    expect(await hasCalendarToken(db.em(), plain.id)).toBe(false);
    expect(
      mailsTo(plain.email).some((mail) => unfold(mail).includes("calendar link was replaced")),
    ).toBe(false);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const user = await createUser("wrong-password");
    const current = await webSession(user.id);
    const otherBrowser = await webSession(user.id);
    await expect(
      changePassword(
        db.em(),
        user.id,
        { currentPassword: "not-my-password", newPassword: "brand-new-pass-1" },
        current,
      ),
    ).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await findSessionUser(db.em(), otherBrowser, "web")).not.toBeNull();
    expect(await verifyLogin(db.em(), user.email, PASSWORD)).not.toBeNull();
  });

  it("lists live sessions without tokens, and 'sign out everywhere else' ends all others", async () => {
    const user = await createUser("sessions");
    const current = await webSession(user.id);
    await webSession(user.id);
    await apiToken(user.id);
    const listed = await listAccountSessions(db.em(), user.id, current);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.map((session) => session.kind).sort()).toEqual(["api", "web", "web"]);
    expect(JSON.stringify(listed)).not.toContain(hashToken(current));
    expect(await endOtherSessions(db.em(), user.id, current)).toBe(2);
    expect(await listAccountSessions(db.em(), user.id, current)).toEqual([
      expect.objectContaining({ current: true, kind: "web" }),
    ]);
  });
});

/** Asks, with the account's password, to move `userId` to `email`. */
function askEmailChange(userId: number, email: string, currentPassword = PASSWORD) {
  return requestEmailChange(db.em(), userId, { email, currentPassword });
}

async function emailOf(userId: number): Promise<string> {
  const [row] = await rows<{ email: string }>("select email from users where id = $1", [userId]);
  return row!.email;
}

describe("e-mail change", () => {
  it("changes the address only when the link mailed to the new address is confirmed, once", async () => {
    const user = await createUser("email");
    await fixtures.channel(user.id, "email", user.email);
    const newEmail = `changed-${Date.now()}@example.et`;
    await askEmailChange(user.id, newEmail.toUpperCase());
    expect(await emailOf(user.id)).toBe(user.email);
    expect(mailsTo(user.email).some((mail) => mail.includes("confirm-email"))).toBe(false);
    const token = confirmationToken(newEmail);
    const stored = await db.em().findOneOrFail(EmailChangeToken, { user: user.id });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.newEmail).toBe(newEmail);
    // Looking the link up (what its page does when opened) changes nothing.
    expect(await findPendingEmailChange(db.em(), token)).toEqual({ newEmail });
    expect(await emailOf(user.id)).toBe(user.email);

    expect(await confirmEmailChange(db.em(), token)).toEqual({ changed: true, email: newEmail });
    expect(await emailOf(user.id)).toBe(newEmail);
    const [channel] = await rows<{ address: string; verified_at: Date | null }>(
      "select address, verified_at from alert_channels where user_id = $1 and kind = 'email'",
      [user.id],
    );
    expect(channel!.address).toBe(newEmail);
    expect(channel!.verified_at).not.toBeNull();
    expect(mailsTo(user.email).some((mail) => mail.includes(`now uses the e-mail address`))).toBe(
      true,
    );

    expect(await confirmEmailChange(db.em(), token)).toEqual({
      changed: false,
      reason: "invalid",
    });
    expect(await findPendingEmailChange(db.em(), token)).toBeNull();
    expect(await verifyLogin(db.em(), newEmail, PASSWORD)).not.toBeNull();
  });

  it("refuses a wrong or missing password: nothing is stored, nothing is mailed", async () => {
    const user = await createUser("email-password");
    const newEmail = `unwanted-${Date.now()}@example.et`;
    for (const currentPassword of ["not-my-password", ""]) {
      const refused = await askEmailChange(user.id, newEmail, currentPassword).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(WrongPasswordError);
      expect((refused as WrongPasswordError).fieldErrors).toEqual({
        currentPassword: ["This is not your current password"],
      });
    }
    expect(await db.em().count(EmailChangeToken, { user: user.id })).toBe(0);
    expect(mailsTo(newEmail)).toEqual([]);
    expect(mailsTo(user.email)).toEqual([]);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("tells the old address, whose link cancels the change once; opening it cancels nothing", async () => {
    const user = await createUser("email-cancel");
    const newEmail = `intruder-${Date.now()}@example.et`;
    await askEmailChange(user.id, newEmail);
    const notice = mailsTo(user.email).at(-1)!;
    expect(notice).toContain("Someone asked to change your TenderLink e-mail address");
    expect(unfold(notice)).toContain(newEmail);
    const cancel = cancelTokenFrom(notice);
    const confirm = confirmationToken(newEmail);
    expect(cancel).not.toBe(confirm);
    const stored = await db.em().findOneOrFail(EmailChangeToken, { user: user.id });
    expect(stored.cancelTokenHash).toBe(hashToken(cancel));

    expect(await findCancellableEmailChange(db.em(), cancel)).toEqual({ newEmail });
    expect(await findCancellableEmailChange(db.em(), confirm)).toBeNull();
    expect(await cancelEmailChange(db.em(), confirm)).toBe(false);
    expect(await db.em().count(EmailChangeToken, { user: user.id })).toBe(1);

    expect(await cancelEmailChange(db.em(), cancel)).toBe(true);
    expect(await db.em().count(EmailChangeToken, { user: user.id })).toBe(0);
    expect(await cancelEmailChange(db.em(), cancel)).toBe(false);
    expect(await confirmEmailChange(db.em(), confirm)).toEqual({
      changed: false,
      reason: "invalid",
    });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("a cancel link does nothing once the change was confirmed", async () => {
    const user = await createUser("email-cancel-late");
    const newEmail = `late-${Date.now()}@example.et`;
    await askEmailChange(user.id, newEmail);
    const cancel = cancelTokenFrom(mailsTo(user.email).at(-1)!);
    expect(await confirmEmailChange(db.em(), confirmationToken(newEmail))).toMatchObject({
      changed: true,
    });
    expect(await findCancellableEmailChange(db.em(), cancel)).toBeNull();
    expect(await cancelEmailChange(db.em(), cancel)).toBe(false);
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it("dies with a password change, 'sign out everywhere' (else), and a password reset", async () => {
    const user = await createUser("email-dies");
    const current = await webSession(user.id);
    const ends: [string, () => Promise<unknown>][] = [
      [
        "password change",
        () =>
          changePassword(
            db.em(),
            user.id,
            { currentPassword: PASSWORD, newPassword: PASSWORD },
            current,
          ),
      ],
      ["sign out everywhere else", () => endOtherSessions(db.em(), user.id, current)],
      ["sign out everywhere", () => signOutEverywhere(db.em(), user.id)],
      [
        "password reset",
        async () => {
          const outcome = await requestPasswordReset(
            db.em(),
            addressContext("10.44.0.1"),
            user.email,
          );
          if (outcome.accepted) await outcome.delivery;
          const token = resetTokenFrom(mailsTo(user.email).at(-1)!);
          expect(
            await resetPassword(db.em(), addressContext("10.44.0.1"), token, PASSWORD),
          ).toMatchObject({ reset: true });
        },
      ],
    ];
    for (const [name, end] of ends) {
      const newEmail = `dies-${name.replace(/\W/g, "-")}-${Date.now()}@example.et`;
      await askEmailChange(user.id, newEmail);
      const confirm = confirmationToken(newEmail);
      const cancel = cancelTokenFrom(mailsTo(user.email).at(-1)!);
      await end();
      expect(await db.em().count(EmailChangeToken, { user: user.id }), name).toBe(0);
      expect(await findPendingEmailChange(db.em(), confirm), name).toBeNull();
      expect(await confirmEmailChange(db.em(), confirm), name).toEqual({
        changed: false,
        reason: "invalid",
      });
      expect(await cancelEmailChange(db.em(), cancel), name).toBe(false);
      expect(await emailOf(user.id), name).toBe(user.email);
    }
  });

  it("refuses an expired link, and an earlier link once a newer one was sent", async () => {
    const user = await createUser("email-expired");
    const first = `first-${Date.now()}@example.et`;
    await askEmailChange(user.id, first);
    const firstToken = confirmationToken(first);
    const second = `second-${Date.now()}@example.et`;
    await askEmailChange(user.id, second);
    const secondToken = confirmationToken(second);
    expect(await confirmEmailChange(db.em(), firstToken)).toMatchObject({ changed: false });
    await db
      .em()
      .nativeUpdate(EmailChangeToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1) });
    expect(await findPendingEmailChange(db.em(), secondToken)).toBeNull();
    expect(await confirmEmailChange(db.em(), secondToken)).toEqual({
      changed: false,
      reason: "invalid",
    });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("answers a spent hourly limit the same for a taken and a free address", async () => {
    const user = await createUser("email-limit");
    const other = await createUser("email-limit-owner");
    for (let sent = 0; sent < 5; sent++) {
      await askEmailChange(user.id, `limit-${sent}-${Date.now()}@example.et`);
    }
    const free = `limit-free-${Date.now()}@example.et`;
    for (const address of [other.email, free]) {
      await expect(askEmailChange(user.id, address)).rejects.toBeInstanceOf(
        TooManyAccountAttemptsError,
      );
    }
    expect(mailsTo(free)).toEqual([]);
  });

  it("refuses an address another account has, when asked and when the link is confirmed", async () => {
    const user = await createUser("email-taken");
    const other = await createUser("email-owner");
    await expect(askEmailChange(user.id, other.email.toUpperCase())).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    await expect(askEmailChange(user.id, user.email)).rejects.toBeInstanceOf(SameEmailError);
    const wanted = `wanted-${Date.now()}@example.et`;
    await askEmailChange(user.id, wanted);
    const token = confirmationToken(wanted);
    // Someone registers the address before the link is followed.
    await registerUser(db.em(), {
      fullname: "Quick",
      email: wanted,
      phone: "+251911000000",
      password: PASSWORD,
    });
    expect(await confirmEmailChange(db.em(), token)).toEqual({ changed: false, reason: "taken" });
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

/** A user with one of everything: saved tender, alert profile, channel, delivery, sessions. */
async function userWithData(label: string, role: Role = "user") {
  const user = await createUser(label, role);
  const tender = await fixtures.tender({ title: `Tender of ${label} ${counter}` });
  await fixtures.pool.query(
    "insert into saved_tenders (user_id, tender_id, created_at, updated_at) values ($1, $2, now(), now())",
    [user.id, tender],
  );
  const region = await fixtures.named("regions", `Region ${label} ${Date.now()}-${counter}`);
  const profile = await fixtures.profile(user.id, {
    name: `Alert of ${label}`,
    include: `keyword-${label}`,
    channels: ["email", "sms"],
    regions: [region],
  });
  await fixtures.channel(user.id, "email", user.email);
  await fixtures.pool.query(
    `insert into alert_deliveries (user_id, channel, tender_id, reason, message_key, status,
       attempts, created_at, updated_at)
     values ($1, 'email', $2, 'immediate', $3, 'sent', 1, now(), now())`,
    [user.id, tender, `key-${label}-${counter}`],
  );
  await webSession(user.id);
  await apiToken(user.id);
  return { ...user, tender, profile };
}

describe("data export", () => {
  it("holds exactly the user's data and no secrets", async () => {
    const user = await userWithData("exporter");
    const other = await userWithData("neighbour");
    const exported = await exportAccountData(db.em(), user.id);
    const text = JSON.stringify(exported);

    expect(exported.profile).toMatchObject({ id: user.id, email: user.email });
    expect(exported.savedTenders.map((saved) => saved.tender.id)).toEqual([user.tender]);
    expect(exported.alertProfiles).toHaveLength(1);
    expect(exported.alertProfiles[0]).toMatchObject({
      id: user.profile,
      name: "Alert of exporter",
      channels: ["email", "sms"],
    });
    expect(exported.alertProfiles[0]!.regions).toHaveLength(1);
    expect(exported.alertChannels).toEqual([
      expect.objectContaining({ kind: "email", address: user.email }),
    ]);
    expect(exported.deliveries).toEqual([
      expect.objectContaining({ tenderId: user.tender, channel: "email", status: "sent" }),
    ]);

    // Nothing of the other user…
    for (const trace of [other.email, "neighbour", `"id":${other.profile},`]) {
      expect(text).not.toContain(trace);
    }
    // …and no password hash, session or token hash.
    const secrets = await rows<{ secret: string }>(
      `select password_hash as secret from users where id = $1
       union all select token_hash from sessions where user_id = $1`,
      [user.id],
    );
    expect(secrets.length).toBe(3);
    for (const { secret } of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|tokenHash|token_hash/i);
  });
});

const USER_TABLES = [
  "saved_tenders",
  "alert_profiles",
  "alert_channels",
  "alert_deliveries",
  "sessions",
  "password_reset_tokens",
  "email_change_tokens",
] as const;

async function countsOf(userId: number) {
  const counts: Record<string, number> = {};
  for (const table of [...USER_TABLES, "users"]) {
    const column = table === "users" ? "id" : "user_id";
    const [row] = await rows<{ n: number }>(
      `select count(*)::int as n from ${table} where ${column} = $1`,
      [userId],
    );
    counts[table] = row!.n;
  }
  return counts;
}

async function totals() {
  const [row] = await rows<Record<string, number>>(
    `select (select count(*)::int from tenders) as tenders,
            (select count(*)::int from audit_logs) as audit_logs,
            (select count(*)::int from pages) as pages,
            (select count(*)::int from regions) as regions,
            (select count(*)::int from alert_profile_regions) as profile_regions`,
  );
  return row!;
}

describe("account deletion", () => {
  it("removes exactly the user's rows; published tenders and the audit trail stay without them", async () => {
    const admin = await userWithData("leaving-admin", "admin");
    const other = await userWithData("staying");
    await fixtures.pool.query("update tenders set published_by_id = $1 where id = $2", [
      admin.id,
      admin.tender,
    ]);
    const published = await fixtures.tender({ title: "Published by the leaving admin" });
    await fixtures.pool.query("update tenders set published_by_id = $1 where id = $2", [
      admin.id,
      published,
    ]);
    await fixtures.pool.query(
      `insert into audit_logs (actor_id, actor_email, action, entity_type, entity_id, summary,
         created_at, updated_at)
       values ($1, $2, 'create', 'tender', $3, '', now(), now())`,
      [admin.id, admin.email, published],
    );
    await askEmailChange(admin.id, `pending-${Date.now()}@example.et`);
    const otherBefore = await countsOf(other.id);
    const totalsBefore = await totals();
    expect(await countsOf(admin.id)).toMatchObject({
      saved_tenders: 1,
      alert_profiles: 1,
      alert_channels: 1,
      alert_deliveries: 1,
      sessions: 2,
      email_change_tokens: 1,
      users: 1,
    });

    await deleteAccount(db.em(), admin.id, PASSWORD);

    expect(await countsOf(admin.id)).toEqual(
      Object.fromEntries([...USER_TABLES, "users"].map((table) => [table, 0])),
    );
    expect(await countsOf(other.id)).toEqual(otherBefore);
    expect(await totals()).toEqual({
      ...totalsBefore,
      // The profile's region choice went with the profile.
      profile_regions: totalsBefore.profile_regions! - 1,
    });
    const tenders = await rows<{ id: number; published_by_id: number | null }>(
      "select id, published_by_id from tenders where id = any($1) order by id",
      [[admin.tender, published]],
    );
    expect(tenders).toEqual([
      { id: admin.tender, published_by_id: null },
      { id: published, published_by_id: null },
    ]);
    const [audit] = await rows<{ actor_id: number | null; actor_email: string }>(
      "select actor_id, actor_email from audit_logs where entity_type = 'tender' and entity_id = $1",
      [published],
    );
    expect(audit).toEqual({ actor_id: null, actor_email: admin.email });
    // The tender's history says a former admin did it.
    expect(await listAudit(db.em(), "tender", published)).toEqual([
      expect.objectContaining({ actorEmail: admin.email, actorDeleted: true }),
    ]);
  });

  it("refuses a wrong password and removes nothing", async () => {
    const user = await userWithData("keeper");
    const before = await countsOf(user.id);
    await expect(deleteAccount(db.em(), user.id, "wrong-password")).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    expect(await countsOf(user.id)).toEqual(before);
  });

  it("refuses deleting the last active superadmin, and allows it when there is another", async () => {
    await fixtures.pool.query("update users set role = 'admin' where role = 'superadmin'");
    const only = await createUser("only-superadmin", "superadmin");
    await expect(deleteAccount(db.em(), only.id, PASSWORD)).rejects.toBeInstanceOf(
      LastSuperadminError,
    );
    expect((await countsOf(only.id)).users).toBe(1);
    // A deactivated superadmin cannot run the site: still the last active one.
    const stopped = await createUser("stopped-superadmin", "superadmin");
    await fixtures.pool.query("update users set deactivated_at = now() where id = $1", [
      stopped.id,
    ]);
    await expect(deleteAccount(db.em(), only.id, PASSWORD)).rejects.toBeInstanceOf(
      LastSuperadminError,
    );
    await createUser("second-superadmin", "superadmin");
    await deleteAccount(db.em(), only.id, PASSWORD);
    expect((await countsOf(only.id)).users).toBe(0);
  });
});
