import fs from "node:fs";
import path from "node:path";
import { transformAsync } from "@babel/core";
import { parsePoFile } from "@lingui/format-po";
import { setupI18n } from "@lingui/core";
import { I18nProvider, Trans as LinguiTrans } from "@lingui/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linguiMacroPresets } from "../../lingui-macro-presets";
import { formatMessage, type CompiledMessage } from "~/i18n/english/format-message";
import { Trans as EnglishTrans } from "~/i18n/english/runtime";

/**
 * The English browser build formats its messages itself (decision 012), and the server renders
 * them with Lingui: both must give the same text, or hydration would find other words. Every
 * English message the browser can show is formatted both ways with values of each kind.
 */
const ENGLISH = path.resolve("app/locales/en");

const browserMessages = fs
  .readdirSync(ENGLISH)
  .filter((file) => file.endsWith(".po") && !file.endsWith(".server.po"))
  .flatMap((file) =>
    parsePoFile(fs.readFileSync(path.join(ENGLISH, file), "utf8")).items.map((item) => ({
      message: item.msgid,
      context: item.msgctxt ?? "",
    })),
  )
  .filter(({ message }) => message);

const lingui = setupI18n({
  locale: "en",
  messages: {
    en: Object.fromEntries(
      browserMessages.map(({ message, context }) => [
        generateMessageId(message, context),
        compileMessage(message),
      ]),
    ),
  },
});

/** The names a compiled message reads, with whether each decides a plural. */
function placeholders(message: CompiledMessage, found = new Map<string, boolean>()) {
  if (!Array.isArray(message)) return found;
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, type, branches] = token;
    found.set(name, found.get(name) === true || type === "plural");
    for (const branch of Object.values(branches ?? {})) placeholders(branch, found);
  }
  return found;
}

/** Values to try: each count at 0, 1, 2 and 1,234 (with its thousands separator), text, none. */
function valueSets(message: CompiledMessage): Record<string, unknown>[] {
  const names = [...placeholders(message)];
  const counts = [0, 1, 2, 1234];
  return [
    ...counts.map((count) =>
      Object.fromEntries(names.map(([name, plural]) => [name, plural ? count : `“${name}”`])),
    ),
    Object.fromEntries(names.map(([name, plural]) => [name, plural ? 7 : 42])),
    {},
  ];
}

describe("English messages in the browser build", () => {
  it("reads the English catalogues (the comparison below can see them)", () => {
    expect(browserMessages.length).toBeGreaterThan(300);
    expect(browserMessages.some(({ message }) => message.includes("plural"))).toBe(true);
    expect(browserMessages.some(({ message }) => /<0>/.test(message))).toBe(true);
  });

  it("formats every message as Lingui does", () => {
    const differences: string[] = [];
    for (const { message, context } of browserMessages) {
      const compiled = compileMessage(message) as CompiledMessage;
      for (const values of valueSets(compiled)) {
        const expected = lingui._(generateMessageId(message, context), values);
        const actual = formatMessage(compiled, values);
        if (actual !== expected) differences.push(`${message}: "${actual}" ≠ "${expected}"`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("renders every message with elements as Lingui's <Trans> does", () => {
    const withElements = browserMessages.filter(({ message }) => /<\d+>|<\d+\/>/.test(message));
    expect(withElements.length).toBeGreaterThan(5);
    const components: Record<string, ReactElement> = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [String(index), createElement("b")]),
    );
    for (const { message, context } of withElements) {
      const compiled = compileMessage(message) as CompiledMessage;
      for (const values of valueSets(compiled)) {
        // A value that is an element, as `<Trans>…{<Link/>}…</Trans>` passes it.
        const withElement = { ...values, extra: createElement("i", null, "x") };
        const expected = renderToStaticMarkup(
          createElement(
            I18nProvider,
            { i18n: lingui },
            createElement(LinguiTrans, {
              id: generateMessageId(message, context),
              values: withElement,
              components,
            }),
          ),
        );
        const actual = renderToStaticMarkup(
          createElement(EnglishTrans, { message: compiled, values: withElement, components }),
        );
        expect(actual, message).toBe(expected);
      }
    }
  });
});

describe("the English build's compile step", () => {
  const source = `
    import { Trans, useLingui } from "@lingui/react/macro";
    import { msg } from "@lingui/core/macro";
    const LABEL = msg\`Advertisement\`;
    export function Card({ count, name }) {
      const { t } = useLingui();
      return <p title={t\`Save\`} aria-label={t\`Saved by \${name}\`}>
        <Trans>Closing soon</Trans>
        <Trans>Found in <b>{name}</b></Trans>
        {t\`{count, plural, one {# tender} other {# tenders}}\`}
      </p>;
    }`;

  async function compileForEnglishBrowser(code: string) {
    const [, , english] = linguiMacroPresets({ englishBrowser: true });
    const result = await transformAsync(code, {
      filename: "Card.tsx",
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ["jsx", "typescript"] },
      presets: [english!.preset],
    });
    return result?.code ?? "";
  }

  it("keeps each message's English, compiled, and no id", async () => {
    const code = await compileForEnglishBrowser(source);
    expect(code).not.toMatch(/\bid:/);
    // A message with nothing to fill in is its text, where the macro was.
    expect(code).toMatch(/title=\{"Save"\}/);
    expect(code).toMatch(/\{"Closing soon"\}/);
    expect(code).toMatch(/LABEL =\s*\{\s*message: "Advertisement"\s*\}/);
    // Plain values fill a template, an absent one with nothing, as Lingui leaves it out.
    expect(code).toContain('aria-label={`Saved by ${name ?? ""}`}');
    // Others keep their values and compiled tokens for the English formatter.
    expect(code).toMatch(/message: \["Found in <0>", \["name"\], "<\/0>"\]/);
    expect(code).toMatch(/"plural"/);
  });

  it("refuses a message form the English formatter does not know", async () => {
    await expect(
      compileForEnglishBrowser(`
        import { t, selectOrdinal } from "@lingui/core/macro";
        export const place = (n) => t\`\${selectOrdinal(n, { one: "#st", other: "#th" })} place\`;
      `),
    ).rejects.toThrow(/cannot format "selectordinal"/);
  });
});
