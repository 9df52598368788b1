import { describe, expect, it } from "vitest";
import { chooseLocale, type LocaleSources } from "~/i18n/choose-locale";

const none: LocaleSources = {
  query: null,
  cookie: undefined,
  preference: null,
  acceptLanguage: null,
};

describe("chooseLocale", () => {
  it("is English when nothing says otherwise", () => {
    expect(chooseLocale(none)).toBe("en");
  });

  it("follows the browser's Accept-Language, by its weights, when nothing was chosen", () => {
    expect(chooseLocale({ ...none, acceptLanguage: "am-ET,am;q=0.9,en;q=0.8" })).toBe("am");
    expect(chooseLocale({ ...none, acceptLanguage: "en;q=0.9,am;q=0.5" })).toBe("en");
    expect(chooseLocale({ ...none, acceptLanguage: "fr-FR,am;q=0.4" })).toBe("am");
    expect(chooseLocale({ ...none, acceptLanguage: "fr-FR,de" })).toBe("en");
    expect(chooseLocale({ ...none, acceptLanguage: "*;;;garbage" })).toBe("en");
  });

  it("puts ?lng= first, then the switch's cookie, then the user's preference", () => {
    const all: LocaleSources = {
      query: "am",
      cookie: "en",
      preference: "en",
      acceptLanguage: "en",
    };
    expect(chooseLocale(all)).toBe("am");
    expect(chooseLocale({ ...all, query: null, cookie: "am" })).toBe("am");
    expect(chooseLocale({ ...all, query: null, cookie: undefined, preference: "am" })).toBe("am");
  });

  it("ignores a language it does not have", () => {
    expect(chooseLocale({ ...none, query: "fr", cookie: "xx", acceptLanguage: "am" })).toBe("am");
    expect(chooseLocale({ ...none, query: "__proto__", preference: "constructor" })).toBe("en");
  });
});
