import { describe, expect, it } from "vitest";
import { localeCookie } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { User } from "~/modules/auth/user.entity";
import { action as languageAction, loader as languageLoader } from "~/routes/account/language";
import { action as apiRegisterAction } from "~/routes/api/auth-register";
import { action as loginAction } from "~/routes/login";
import { action as registerAction } from "~/routes/register";
import { expectLoginRedirect, getRequest } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { formRequest, inLocale, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();

const PASSWORD = "language-pass-2026";

/** Route arguments whose page is in `locale`, as localeMiddleware would leave them. */
function argsIn(locale: Locale | null, request: Request, user: User | null = null) {
  const args = routeArgs(request, db.em(), user && toCurrentUser(user));
  return locale ? inLocale(args, locale) : args;
}

async function storedLocale(email: string) {
  return (await db.em().findOneOrFail(User, { email })).locale;
}

async function createUser(email: string, locale: Locale | null = null) {
  const input = { fullname: "Selam Tesfaye", email, phone: "0911000000", password: PASSWORD };
  return registerUser(db.em(), { ...input, locale });
}

/** The Set-Cookie values of a response, by cookie name. */
function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((cookie) => [cookie.slice(0, cookie.indexOf("=")), cookie]),
  );
}

async function localeSetBy(response: Response): Promise<unknown> {
  const cookie = cookiesOf(response).get("lng");
  return cookie ? localeCookie().parse(cookie.split(";")[0]!) : undefined;
}

/** A refused submit: the form's reply (formAction's `result`) and its status. */
type Refused = { init: { status: number }; data: { result: { error: Record<string, string[]> } } };

describe("registering stores the language the visitor was browsing in", () => {
  const fields = { fullname: "Abebe Kebede", phone: "0911 234 567", password: PASSWORD };

  it("the register form stores the page's language on the new account", async () => {
    const request = formRequest("/register", { ...fields, email: "am-page@example.et" });
    const response = (await registerAction(argsIn("am", request))) as Response;
    expect(response.status).toBe(302);
    expect(await storedLocale("am-page@example.et")).toBe("am");

    const english = formRequest("/register", { ...fields, email: "en-page@example.et" });
    await registerAction(argsIn("en", english));
    expect(await storedLocale("en-page@example.et")).toBe("en");
  });

  it("a locale field sent to the form is no way around the page's language", async () => {
    const request = formRequest("/register", {
      ...fields,
      email: "sent-field@example.et",
      locale: "en",
    });
    await registerAction(argsIn("am", request));
    expect(await storedLocale("sent-field@example.et")).toBe("am");
  });

  it("registerUser without a language leaves the account without one", async () => {
    await createUser("no-language@example.et");
    expect(await storedLocale("no-language@example.et")).toBeNull();
  });

  it("the API stores a given locale, none when absent, and refuses an unknown one", async () => {
    const post = (body: object) =>
      apiRegisterAction(
        routeArgs(
          new Request("http://localhost/api/auth/register", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...fields, ...body }),
          }),
          db.em(),
        ),
      );
    expect((await post({ email: "api-am@example.et", locale: "am" })).status).toBe(201);
    expect(await storedLocale("api-am@example.et")).toBe("am");
    expect((await post({ email: "api-none@example.et" })).status).toBe(201);
    expect(await storedLocale("api-none@example.et")).toBeNull();

    const refused = await post({ email: "api-fr@example.et", locale: "fr" });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    expect(body.errors.locale).toEqual(["Choose English or Amharic"]);
    expect(await db.em().count(User, { email: "api-fr@example.et" })).toBe(0);
  });
});

describe("the account's language setting (/account/language)", () => {
  it("stores the choice and sets this browser's language cookie", async () => {
    const user = await createUser("setting@example.et", "en");
    const request = formRequest("/account/language", { locale: "am" });
    const response = (await languageAction(argsIn("en", request, user))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account?notice=language-saved");
    expect(await localeSetBy(response)).toBe("am");
    expect(cookiesOf(response).get("lng")).toMatch(/HttpOnly/);
    expect(await storedLocale("setting@example.et")).toBe("am");

    const back = (await languageAction(
      argsIn("am", formRequest("/account/language", { locale: "en" }), user),
    )) as Response;
    expect(await localeSetBy(back)).toBe("en");
    expect(await storedLocale("setting@example.et")).toBe("en");
  });

  it.each([["fr"], [""], ["AM"]])(
    "refuses %j with a 400 beside the field, storing nothing and setting no cookie",
    async (locale) => {
      const user = await createUser(`refused-${locale || "empty"}@example.et`, "en");
      const request = formRequest("/account/language", { locale });
      const refused = (await languageAction(argsIn("en", request, user))) as unknown as Refused;
      expect(refused.init.status).toBe(400);
      expect(refused.data.result.error.locale).toEqual(["Choose English or Amharic"]);
      expect(await storedLocale(user.email)).toBe("en");
    },
  );

  it("refuses a missing choice with a 400 and the message in the page's language", async () => {
    const user = await createUser("missing-choice@example.et", "en");
    const request = formRequest("/account/language", {});
    const refused = (await languageAction(argsIn("am", request, user))) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.locale).toEqual(["እንግሊዝኛ ወይም አማርኛ ይምረጡ"]);
    expect(await storedLocale(user.email)).toBe("en");
  });

  it("sends a visitor to log in, for the page and the action", async () => {
    expectLoginRedirect(
      await settle(() => languageLoader(argsIn(null, getRequest("/account/language")))),
      "/account/language",
    );
    const request = formRequest("/account/language", { locale: "am" });
    const outcome = await settle(() => languageAction(argsIn(null, request)));
    expectLoginRedirect(outcome, "/account/language");
    expect(cookiesOf(outcome as Response).has("lng")).toBe(false);
  });
});

describe("signing in: the language cookie follows the account", () => {
  function login(email: string, pageLocale: Locale, browserCookie?: string) {
    const request = formRequest(
      "/login",
      { email, password: PASSWORD },
      browserCookie ? { Cookie: browserCookie } : {},
    );
    return settle(() => loginAction(argsIn(pageLocale, request))) as Promise<Response>;
  }

  it("sets the cookie to the stored language, whatever this browser was in", async () => {
    await createUser("stored-am@example.et", "am");
    const englishBrowser = (await localeCookie().serialize("en")).split(";")[0]!;
    const response = await login("stored-am@example.et", "en", englishBrowser);
    expect(response.status).toBe(302);
    expect(cookiesOf(response).has("__session")).toBe(true);
    expect(await localeSetBy(response)).toBe("am");
    expect(await storedLocale("stored-am@example.et")).toBe("am");
  });

  it("stores the page's language for an account that has none, and sets the cookie to it", async () => {
    await createUser("first-sign-in@example.et");
    const response = await login("first-sign-in@example.et", "am");
    expect(response.status).toBe(302);
    expect(await localeSetBy(response)).toBe("am");
    expect(await storedLocale("first-sign-in@example.et")).toBe("am");
  });

  it("a wrong password sets no language and stores none", async () => {
    await createUser("wrong-password@example.et");
    const request = formRequest("/login", {
      email: "wrong-password@example.et",
      password: "not-the-password",
    });
    const refused = (await settle(() => loginAction(argsIn("am", request)))) as {
      init: { status: number };
    };
    expect(refused.init.status).toBe(401);
    expect(await storedLocale("wrong-password@example.et")).toBeNull();
  });
});
