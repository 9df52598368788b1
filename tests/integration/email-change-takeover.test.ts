import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { EmailChangeToken } from "~/modules/account/email-change-token.entity";
import { issueApiToken } from "~/modules/api/api-auth.server";
import { apiMiddleware } from "~/modules/api/api-middleware.server";
import { registerUser, toCurrentUser, verifyLogin } from "~/modules/auth/accounts.server";
import { requestPasswordReset } from "~/modules/auth/password-reset.server";
import { User } from "~/modules/auth/user.entity";
import * as accountPage from "~/routes/account/index";
import * as cancelPage from "~/routes/account/cancel-email-change";
import * as confirmPage from "~/routes/account/confirm-email";
import * as apiAccount from "~/routes/api/account";
import * as apiPassword from "~/routes/api/account-password";
import * as apiLogout from "~/routes/api/auth-logout";
import * as resetPage from "~/routes/reset-password";
import { dbContext } from "~/server/request-context";
import { statusOf } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { mailsTo, resetTokenFrom } from "./mail-folder";
import { addressContext, formRequest, routeArgs, settle } from "./route-args";

// Issue 37: "an account can be taken over for good with a token held for a moment". Each step
// of that path, through the routes a client reaches, must fail.

const db = setupTestDatabase();
const PASSWORD = "victim-pass-2026";
// argon2 on a shared machine: each step hashes or checks a password.
const SLOW = 90_000;
let counter = 0;

async function victim(label: string) {
  const email = `victim-${label}-${++counter}-${Date.now()}@example.et`;
  const user = await registerUser(db.em(), {
    fullname: `Victim ${label}`,
    email,
    phone: "0911000000",
    password: PASSWORD,
  });
  const token = await issueApiToken(db.em(), user);
  return { id: user.id, email, token, current: toCurrentUser(user) };
}

type Handler = (args: never) => unknown;

/** One API call as the HTTP server makes it: the bearer token checked by the API middleware. */
async function callApi(
  handler: Handler,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const context = new RouterContextProvider();
  context.set(dbContext, db.em());
  const response = await (
    apiMiddleware as unknown as (
      args: { request: Request; context: RouterContextProvider; pattern: string },
      next: () => Promise<Response>,
    ) => Promise<Response>
  )(
    // The API middleware reads the route's pattern (its methods); these paths have no parameters.
    { request, context, pattern: path },
    async () =>
      (await handler({
        request,
        context,
        params: {},
        pattern: path,
        url: new URL(request.url),
      } as never)) as Response,
  );
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

function unfold(mail: string): string {
  return mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The path and query of the newest link to `page` mailed to `address`. */
function linkTo(address: string, page: string): string {
  const mail = mailsTo(address).at(-1);
  expect(mail, `a mail to ${address}`).toBeDefined();
  const match = new RegExp(`(/account/${page}\\?token=[\\w-]+)`).exec(unfold(mail!));
  expect(match, `a ${page} link mailed to ${address}`).not.toBeNull();
  return match![1]!;
}

/** Opens a mailed link's page (GET), as a browser or a mail scanner does. */
async function openPage(loader: Handler, path: string) {
  return (await loader(routeArgs(new Request(`http://localhost${path}`), db.em()))) as {
    newEmail: string | null;
  };
}

/** Presses the page's button (POST to the same URL, no session needed). */
async function pressButton(action: Handler, path: string) {
  const outcome = await settle(() => action(routeArgs(formRequest(path, {}), db.em())));
  const answer = (outcome as { data?: { outcome?: unknown; cancelled?: boolean } }).data;
  // Beside Conform's `result`: the confirm page's outcome, or the cancel page's flag.
  const value = answer?.outcome ?? { cancelled: answer?.cancelled };
  return { status: statusOf(outcome), value: value as Record<string, unknown> };
}

async function emailOf(userId: number): Promise<string> {
  return (await db.em().findOneOrFail(User, { id: userId })).email;
}

const attackerEmail = (label: string) => `attacker-${label}-${Date.now()}@example.et`;

describe("the takeover path of issue 37 fails at each step", () => {
  it(
    "a stolen bearer token alone cannot ask for an e-mail change: nothing changes, nothing is mailed",
    async () => {
      const user = await victim("token");
      const attacker = attackerEmail("token");
      const missing = await callApi(apiAccount.action, "PATCH", "/api/account", user.token, {
        fullname: "Owned",
        email: attacker,
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        errors: { currentPassword: ["Enter your current password"] },
      });
      const wrong = await callApi(apiAccount.action, "PATCH", "/api/account", user.token, {
        fullname: "Owned",
        email: attacker,
        currentPassword: "a-guess-2026",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        message: "This is not your current password",
        errors: { currentPassword: ["This is not your current password"] },
      });
      expect(await db.em().count(EmailChangeToken, { user: user.id })).toBe(0);
      expect(mailsTo(attacker)).toEqual([]);
      const stored = await db.em().findOneOrFail(User, { id: user.id });
      expect(stored.fullname).toBe("Victim token");
      expect(stored.email).toBe(user.email);

      // The same on the account page with the victim's browser.
      const page = await settle(() =>
        accountPage.action(
          routeArgs(
            formRequest("/account", { intent: "email", email: attacker, currentPassword: "guess" }),
            db.em(),
            user.current,
          ),
        ),
      );
      expect(statusOf(page)).toBe(400);
      expect(await db.em().count(EmailChangeToken, { user: user.id })).toBe(0);
      expect(mailsTo(attacker)).toEqual([]);
    },
    SLOW,
  );

  // The attacker knew the password for a moment too, and asked for the change.
  const victimActions: [string, (user: Awaited<ReturnType<typeof victim>>) => Promise<void>][] = [
    [
      "changes the password",
      async (user) => {
        const ownToken = await issueApiToken(db.em(), await db.em().findOneOrFail(User, user.id));
        const changed = await callApi(
          apiPassword.action,
          "POST",
          "/api/account/password",
          ownToken,
          {
            currentPassword: PASSWORD,
            newPassword: "victim-new-pass-2026",
          },
        );
        expect(changed.status).toBe(200);
      },
    ],
    [
      "signs out everywhere",
      async (user) => {
        const ownToken = await issueApiToken(db.em(), await db.em().findOneOrFail(User, user.id));
        const out = await callApi(
          apiLogout.action,
          "POST",
          "/api/auth/logout?everywhere=true",
          ownToken,
        );
        expect(out.status).toBe(200);
      },
    ],
    [
      "resets the password",
      async (user) => {
        const outcome = await requestPasswordReset(
          db.em(),
          addressContext(`10.37.6.${counter}`),
          user.email,
        );
        expect(outcome.accepted).toBe(true);
        if (outcome.accepted) await outcome.delivery;
        const token = resetTokenFrom(mailsTo(user.email).at(-1)!);
        const reset = await settle(() =>
          resetPage.action(
            routeArgs(
              formRequest("/reset-password", {
                token,
                password: "victim-new-pass-2026",
                confirmPassword: "victim-new-pass-2026",
              }),
              db.em(),
              null,
              {},
              `10.37.6.${counter}`,
            ),
          ),
        );
        expect(statusOf(reset)).toBe(302);
      },
    ],
  ];

  for (const [name, act] of victimActions) {
    it(
      `a pending change dies when the victim ${name}; opening the link never confirms it`,
      async () => {
        const user = await victim(name.split(" ")[0]!);
        const attacker = attackerEmail(name.split(" ")[0]!);
        const asked = await callApi(apiAccount.action, "PATCH", "/api/account", user.token, {
          email: attacker,
          currentPassword: PASSWORD,
        });
        expect(asked.status).toBe(200);
        expect(asked.body).toMatchObject({ email: user.email, pendingEmail: attacker });
        const link = linkTo(attacker, "confirm-email");

        // A mail scanner (or the attacker) opening the link changes nothing.
        expect(await openPage(confirmPage.loader, link)).toEqual({ newEmail: attacker });
        expect(await openPage(confirmPage.loader, link)).toEqual({ newEmail: attacker });
        expect(await emailOf(user.id)).toBe(user.email);

        await act(user);

        expect(await openPage(confirmPage.loader, link)).toEqual({ newEmail: null });
        const pressed = await pressButton(confirmPage.action, link);
        expect(pressed).toEqual({ status: 400, value: { changed: false, reason: "invalid" } });
        expect(await emailOf(user.id)).toBe(user.email);
        // The stolen token is dead too.
        const after = await callApi(apiAccount.loader, "GET", "/api/account", user.token);
        expect(after.status).toBe(401);
        // And a reset asked for now goes to the victim, not the attacker.
        expect(mailsTo(attacker).filter((mail) => mail.includes("reset-password"))).toEqual([]);
      },
      SLOW,
    );
  }

  it(
    "the old address is told and cancels with a button; then the attacker's link is dead",
    async () => {
      const user = await victim("cancel");
      const attacker = attackerEmail("cancel");
      const asked = await callApi(apiAccount.action, "PATCH", "/api/account", user.token, {
        email: attacker,
        currentPassword: PASSWORD,
      });
      expect(asked.status).toBe(200);
      const confirmLink = linkTo(attacker, "confirm-email");
      const cancelLink = linkTo(user.email, "cancel-email-change");

      // Opening the cancel link (a scanner) cancels nothing.
      expect(await openPage(cancelPage.loader, cancelLink)).toEqual({ newEmail: attacker });
      expect(await db.em().count(EmailChangeToken, { user: user.id })).toBe(1);

      expect(await pressButton(cancelPage.action, cancelLink)).toEqual({
        status: 200,
        value: { cancelled: true },
      });
      expect(await pressButton(cancelPage.action, cancelLink)).toEqual({
        status: 400,
        value: { cancelled: false },
      });
      expect(await openPage(confirmPage.loader, confirmLink)).toEqual({ newEmail: null });
      expect(await pressButton(confirmPage.action, confirmLink)).toMatchObject({ status: 400 });
      expect(await emailOf(user.id)).toBe(user.email);
      expect(await verifyLogin(db.em(), user.email, PASSWORD)).not.toBeNull();
    },
    SLOW,
  );

  it(
    "the owner's own change is made by the button, not by opening the link",
    async () => {
      const user = await victim("owner");
      const newEmail = `owner-new-${Date.now()}@example.et`;
      const asked = await callApi(apiAccount.action, "PATCH", "/api/account", user.token, {
        email: newEmail,
        currentPassword: PASSWORD,
      });
      expect(asked.status).toBe(200);
      const link = linkTo(newEmail, "confirm-email");
      expect(await openPage(confirmPage.loader, link)).toEqual({ newEmail });
      expect(await emailOf(user.id)).toBe(user.email);
      expect(await pressButton(confirmPage.action, link)).toEqual({
        status: 200,
        value: { changed: true, email: newEmail },
      });
      expect(await emailOf(user.id)).toBe(newEmail);
      expect(await pressButton(confirmPage.action, link)).toMatchObject({ status: 400 });
    },
    SLOW,
  );
});
