import fs from "node:fs";
import path from "node:path";
import { parsePoFile } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";

const LOCALES_DIR = path.resolve("app/locales");

/** Every translated message of `locale`'s catalogues, by English text, with the file it is in. */
function translations(locale: string) {
  const found: { file: string; english: string; text: string }[] = [];
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale))) {
    const catalogue = parsePoFile(fs.readFileSync(path.join(LOCALES_DIR, locale, file), "utf8"));
    for (const item of catalogue.items) {
      if (item.msgid && !item.obsolete)
        found.push({ file, english: item.msgid, text: item.msgstr[0] ?? "" });
    }
  }
  return found;
}

describe("the message catalogues", () => {
  it("have the same areas in every language (lingui.config.ts)", () => {
    const areas = (locale: string) => fs.readdirSync(path.join(LOCALES_DIR, locale)).sort();
    for (const locale of LOCALES) expect(areas(locale)).toEqual(areas("en"));
  });

  // The browser and the server merge a language's areas into one catalogue keyed by the id of
  // the English text: two areas translating it differently would show either, by load order.
  it("translate one English message one way across areas", () => {
    for (const locale of LOCALES.filter((locale) => locale !== "en")) {
      const byEnglish = new Map<string, Set<string>>();
      for (const { english, text } of translations(locale)) {
        byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(text));
      }
      const conflicting = [...byEnglish].filter(([, texts]) => texts.size > 1);
      expect(conflicting.map(([english, texts]) => [english, [...texts]])).toEqual([]);
    }
  });

  it("keep every placeholder and tag of the English in the translation", () => {
    const tokens = (text: string) => (text.match(/\{\w+\}|<\/?\d+>/g) ?? []).sort();
    for (const locale of LOCALES.filter((locale) => locale !== "en")) {
      const broken = translations(locale)
        // A plural's or a select's branches may use its values as the language needs.
        .filter(({ english }) => !/\{\w+, (plural|select)/.test(english))
        .filter(({ english, text }) => tokens(text).join() !== tokens(english).join())
        .map(({ file, english, text }) => ({ file, english, text }));
      expect(broken).toEqual([]);
    }
  });
});
