import { describe, expect, it, vi } from "vitest";
import { registerUser, verifyLogin } from "~/modules/auth/accounts.server";
import { PasswordResetToken } from "~/modules/auth/password-reset-token.entity";
import {
  requestPasswordReset,
  resetPassword,
  RESET_TOKEN_TTL_MS,
} from "~/modules/auth/password-reset.server";
import { Session } from "~/modules/auth/session.entity";
import { findApiUser, issueApiToken } from "~/modules/api/api-auth.server";
import {
  buildSavedCalendar,
  hasCalendarToken,
  issueCalendarToken,
} from "~/modules/feeds/calendar-feed.server";
import { action as forgotPasswordAction } from "~/routes/forgot-password";
import { action as resetPasswordAction } from "~/routes/reset-password";
import { hashToken } from "~/server/tokens.server";
import { setupTestDatabase } from "./database";
import { mailsTo, resetTokenFrom } from "./mail-folder";
import { addressContext, expectRedirect, formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();

let addressCount = 0;
/** A request's context from an address of its own, so one test's requests never count in another's. */
function requestFrom(address = `10.1.0.${++addressCount}`) {
  return addressContext(address);
}

async function register(prefix: string) {
  const email = `${prefix}-${Date.now()}@example.et`;
  const user = await registerUser(db.em(), {
    fullname: "R",
    email,
    phone: "0911",
    password: "old-password",
  });
  return { email, user };
}

/** Asks for a reset link and waits for its mail; returns the link's token. */
async function mailedToken(email: string, request = requestFrom()): Promise<string> {
  const before = mailsTo(email).length;
  const outcome = await requestPasswordReset(db.em(), request, email);
  if (!outcome.accepted) throw new Error(`refused: wait ${outcome.waitMinutes} minutes`);
  await outcome.delivery;
  const mails = mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  // The new mail is the one whose token was not in an earlier one.
  const known = new Set(mails.slice(0, before).map(resetTokenFrom));
  return mails.map(resetTokenFrom).find((token) => !known.has(token))!;
}

describe("password reset", () => {
  it("mails a link whose token works once", async () => {
    const { email } = await register("reset");
    const token = await mailedToken(email);
    const stored = await db.em().findOneOrFail(PasswordResetToken, { user: { email } });
    expect(stored.tokenHash).toBe(hashToken(token));

    expect(await resetPassword(db.em(), requestFrom(), token, "new-password")).toMatchObject({
      reset: true,
    });
    expect(await verifyLogin(db.em(), email, "new-password")).not.toBeNull();
    expect(await verifyLogin(db.em(), email, "old-password")).toBeNull();
    expect(await resetPassword(db.em(), requestFrom(), token, "third-password")).toEqual({
      reset: false,
    });
    expect(await verifyLogin(db.em(), email, "new-password")).not.toBeNull();
  });

  it("stops the calendar URL, and the login page says to make a new one", async () => {
    const { email, user } = await register("reset-calendar");
    const calendar = await issueCalendarToken(db.em(), user.id);
    const token = await mailedToken(email);
    const redirected = await settle(() =>
      resetPasswordAction(
        routeArgs(
          formRequest("/reset-password", {
            token,
            password: "new-password",
            confirmPassword: "new-password",
          }),
          db.em(),
          null,
          {},
          "10.1.9.1",
        ),
      ),
    );
    expectRedirect(redirected, "/login?notice=password-reset-calendar");
    expect(await buildSavedCalendar(db.em(), calendar)).toBeNull();
    expect(await hasCalendarToken(db.em(), user.id)).toBe(false);

    // Without a calendar URL, the usual notice.
    const plain = await register("reset-no-calendar");
    const plainToken = await mailedToken(plain.email);
    expect(await resetPassword(db.em(), requestFrom(), plainToken, "new-password")).toEqual({
      reset: true,
      calendarDropped: false,
    });
  });

  it("refuses an expired token", async () => {
    const { email } = await register("expired");
    const token = await mailedToken(email);
    await db
      .em()
      .nativeUpdate(
        PasswordResetToken,
        { user: { email } },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect(await resetPassword(db.em(), requestFrom(), token, "new-password")).toEqual({
      reset: false,
    });
    expect(await verifyLogin(db.em(), email, "old-password")).not.toBeNull();
  });

  it("refuses an older link once a newer one was sent, and after a newer one was used", async () => {
    const { email } = await register("older");
    const first = await mailedToken(email);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect(await resetPassword(db.em(), requestFrom(), first, "first-password")).toEqual({
      reset: false,
    });
    expect(await verifyLogin(db.em(), email, "old-password")).not.toBeNull();

    expect(await resetPassword(db.em(), requestFrom(), second, "second-password")).toMatchObject({
      reset: true,
    });
    expect(await resetPassword(db.em(), requestFrom(), first, "first-password")).toEqual({
      reset: false,
    });
    expect(await verifyLogin(db.em(), email, "second-password")).not.toBeNull();
  });

  it("lets only the newest token work even when an older one was left behind", async () => {
    // Two requests racing past the clean-up each leave their token: the newest rule decides.
    const { email, user } = await register("race");
    const older = await mailedToken(email);
    const newer = "n".repeat(43);
    const em = db.em();
    em.create(PasswordResetToken, {
      user: user.id,
      tokenHash: hashToken(newer),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await em.flush();
    expect(await resetPassword(db.em(), requestFrom(), older, "older-password")).toEqual({
      reset: false,
    });
    expect(await resetPassword(db.em(), requestFrom(), newer, "newer-password")).toMatchObject({
      reset: true,
    });
    expect(await resetPassword(db.em(), requestFrom(), older, "older-password")).toEqual({
      reset: false,
    });
    expect(await verifyLogin(db.em(), email, "newer-password")).not.toBeNull();
  });

  it("signs the user out everywhere: browser sessions and API tokens", async () => {
    const { email, user } = await register("everywhere");
    const apiToken = await issueApiToken(db.em(), user);
    const em = db.em();
    em.create(Session, {
      tokenHash: hashToken("w".repeat(43)),
      kind: "web",
      user: user.id,
      data: { userId: user.id },
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await em.flush();
    expect(await findApiUser(db.em(), apiToken)).toMatchObject({ email });

    const token = await mailedToken(email);
    expect(await resetPassword(db.em(), requestFrom(), token, "new-password")).toMatchObject({
      reset: true,
    });
    expect(await db.em().count(Session, { user: user.id })).toBe(0);
    expect(await findApiUser(db.em(), apiToken)).toBeNull();
  });

  it("sends nothing for an unknown address", async () => {
    const outcome = await requestPasswordReset(db.em(), requestFrom(), "nobody@example.et");
    expect(outcome.accepted).toBe(true);
    if (outcome.accepted) await outcome.delivery;
    expect(mailsTo("nobody@example.et")).toHaveLength(0);
  });
});

async function forgotPassword(email: string, address: string) {
  const request = formRequest("/forgot-password", { email });
  return (await forgotPasswordAction(routeArgs(request, db.em(), null, {}, address))) as unknown;
}

type Refused = {
  init: { status: number; headers: Record<string, string> };
  data: { result: { error: Record<string, string[]> }; sent?: boolean };
};

describe("forgot password form", () => {
  it("answers a registered and an unknown email the same way, and mails only the first", async () => {
    const { email } = await register("same");
    const known = await forgotPassword(email, "10.2.0.1");
    const unknown = await forgotPassword(`not-${email}`, "10.2.0.2");
    expect(known).toEqual(unknown);
    expect((known as { data: unknown }).data).toEqual({
      sent: true,
      result: { initialValue: null },
    });
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1));
    expect(mailsTo(`not-${email}`)).toHaveLength(0);
  });

  it("sends at most 3 mails an hour to one email, refusing registered and unknown alike", async () => {
    const { email } = await register("limit");
    const unknownEmail = `unknown-${email}`;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await forgotPassword(email, `10.3.0.${attempt}`)).toMatchObject({
        data: { sent: true },
      });
      expect(await forgotPassword(unknownEmail, `10.3.1.${attempt}`)).toMatchObject({
        data: { sent: true },
      });
    }
    const refused = (await forgotPassword(email, "10.3.0.9")) as Refused;
    const refusedUnknown = (await forgotPassword(unknownEmail, "10.3.1.9")) as Refused;
    expect(refused.init.status).toBe(429);
    expect(refused.data.sent).toBeUndefined();
    expect(refused.data.result.error[""]).toEqual([
      "Too many reset requests. Please wait 60 minutes and try again.",
    ]);
    expect(refused.init.headers["Retry-After"]).toBe("3600");
    expect(refusedUnknown.init.status).toBe(429);
    expect(refusedUnknown.data.result.error).toEqual(refused.data.result.error);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(3));
    expect(await db.em().count(PasswordResetToken, { user: { email } })).toBe(1);
  });

  it("hears everyone behind one address, each limited by their e-mail, up to 50 requests an hour", async () => {
    const office = "10.4.0.1";
    // Six registered people behind one address (an office, a mobile carrier): each gets a link.
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, n) => register(`shared-address-${n}`)),
    );
    for (const { email } of people) {
      expect(await forgotPassword(email, office)).toMatchObject({
        data: { sent: true, result: { initialValue: null } },
      });
    }
    for (const { email } of people) {
      await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1));
      expect(await db.em().count(PasswordResetToken, { user: { email } })).toBe(1);
    }
    // One of them is still limited by their e-mail: 3 an hour.
    const [first] = people;
    for (let attempt = 2; attempt <= 3; attempt++) {
      expect(await forgotPassword(first!.email, office)).toMatchObject({ data: { sent: true } });
    }
    for (let attempt = 4; attempt <= 5; attempt++) {
      const refused = (await forgotPassword(first!.email, office)) as Refused;
      expect(refused.init.status).toBe(429);
      expect(refused.data.result.error[""]).toEqual([
        "Too many reset requests. Please wait 60 minutes and try again.",
      ]);
    }
    await vi.waitFor(() => expect(mailsTo(first!.email)).toHaveLength(3));
    // The address's ceiling counted 8 so far (refusals by e-mail do not count): 42 more
    // different e-mails are heard, the next is refused, and only at this address.
    for (let n = 1; n <= 42; n++) {
      expect(await forgotPassword(`spread-${n}@example.et`, office)).toMatchObject({
        data: { sent: true },
      });
    }
    const refused = (await forgotPassword("spread-43@example.et", office)) as Refused;
    expect(refused.init.status).toBe(429);
    expect(refused.data.sent).toBeUndefined();
    expect(refused.data.result.error[""]![0]).toMatch(/^Too many reset requests\. Please wait/);
    expect(await forgotPassword("spread-43@example.et", "10.4.0.2")).toMatchObject({
      data: { sent: true },
    });
  }, 60_000);
});
