import fs from "node:fs";
import path from "node:path";
import { transformAsync, transformFromAstSync, types as t } from "@babel/core";
import { parsePoFile } from "@lingui/format-po";
import { setupI18n } from "@lingui/core";
import { I18nProvider, Trans as LinguiTrans } from "@lingui/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linguiMacroPresets } from "../../lingui-macro-presets";
import { messageCode, type MessageHelpers } from "../../english-message-code";
import { formatNumber, joinNodes, pluralCategory } from "~/i18n/english/runtime";

/**
 * The English browser build writes its messages with code made at build time (decision 012),
 * and the server renders them with Lingui: both must give the same text and the same text
 * nodes, or hydration would find other words. Every English message the browser can show is
 * run both ways with values of each kind.
 */
const ENGLISH = path.resolve("app/locales/en");

/** A message as Lingui's compiler gives it: text, `[name]`, `[name, "plural", branches]`. */
type CompiledToken = string | [string] | [string, string, Record<string, CompiledMessage>];
type CompiledMessage = string | CompiledToken[];

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

/** The names a message reads outside its plurals and selects. */
function topLevelNames(message: CompiledMessage): Set<string> {
  if (!Array.isArray(message)) return new Set();
  return new Set(
    message.flatMap((token) => (Array.isArray(token) && token.length === 1 ? [token[0]] : [])),
  );
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

/** A message's code as the English build writes it, as a function of its values. */
function englishCode(message: string, as: "text" | "nodes") {
  const helpers: MessageHelpers = {
    pluralCategory: () => t.identifier("pluralCategory"),
    formatNumber: () => t.identifier("formatNumber"),
    joinNodes: () => t.identifier("joinNodes"),
    cloneElement: () => t.identifier("cloneElement"),
  };
  const code = messageCode(t, helpers, message);
  const tokens = JSON.parse(JSON.stringify(compileMessage(message))) as Parameters<
    typeof code.text
  >[0];
  const read = (object: string) => (name: string) =>
    t.memberExpression(t.identifier(object), t.stringLiteral(name), true);
  const expression =
    as === "text"
      ? code.text(tokens, read("values"))
      : code.nodes(tokens, read("values"), read("components"));
  const source = transformFromAstSync(t.file(t.program([t.expressionStatement(expression)])), "", {
    babelrc: false,
    configFile: false,
  })!.code!.replace(/;\s*$/, "");
  // The build's own output, run as the browser runs it.
  const run = new Function(
    "values",
    "components",
    "pluralCategory",
    "formatNumber",
    "joinNodes",
    "cloneElement",
    `return (${source});`,
  );
  return (values: Record<string, unknown>, components: Record<string, ReactElement> = {}) =>
    run(values, components, pluralCategory, formatNumber, joinNodes, cloneElement) as unknown;
}

describe("English messages in the browser build", () => {
  it("reads the English catalogues (the comparison below can see them)", () => {
    expect(browserMessages.length).toBeGreaterThan(300);
    expect(browserMessages.some(({ message }) => message.includes("plural"))).toBe(true);
    expect(browserMessages.some(({ message }) => /<0>/.test(message))).toBe(true);
  });

  it("writes every message as Lingui formats it", () => {
    const differences: string[] = [];
    for (const { message, context } of browserMessages) {
      const write = englishCode(message, "text");
      for (const values of valueSets(compileMessage(message) as CompiledMessage)) {
        const expected = lingui._(generateMessageId(message, context), values);
        const actual = write(values);
        if (actual !== expected)
          differences.push(`${message}: "${String(actual)}" ≠ "${expected}"`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("renders every message as Lingui's <Trans> does, to the text nodes", () => {
    const components: Record<string, ReactElement> = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [String(index), createElement("b")]),
    );
    let withElements = 0;
    for (const { message, context } of browserMessages) {
      if (/<\d+>|<\d+\/>/.test(message)) withElements++;
      const render = englishCode(message, "nodes");
      const compiled = compileMessage(message) as CompiledMessage;
      // Besides text, each value outside a plural or select as an element, as
      // `<Trans>…{link}…</Trans>` may pass one (inside them, a value is text: english-message-code.ts).
      const outside = topLevelNames(compiled);
      const asElements = Object.fromEntries(
        [...placeholders(compiled)].map(([name, plural]) => [
          name,
          plural ? 3 : outside.has(name) ? createElement("i", null, name) : name,
        ]),
      );
      for (const values of [...valueSets(compiled), asElements]) {
        // renderToString marks where one text node ends and the next begins, as hydration
        // reads them.
        const expected = renderToString(
          createElement(
            I18nProvider,
            { i18n: lingui },
            createElement(LinguiTrans, {
              id: generateMessageId(message, context),
              values,
              components,
            }),
          ),
        );
        const actual = renderToString(
          createElement(Fragment, null, render(values, components) as ReactNode),
        );
        expect(actual, message).toBe(expected);
      }
    }
    expect(withElements).toBeGreaterThan(5);
  });
});

describe("the English build's compile step", () => {
  const source = `
    import { Trans, useLingui } from "@lingui/react/macro";
    import { msg, plural } from "@lingui/core/macro";
    const LABEL = msg\`Advertisement\`;
    const scheduled = (at) => msg\`Scheduled for \${at}\`;
    export function Card({ count, name, link }) {
      const { t } = useLingui();
      return <p title={t\`Save\`} aria-label={t\`Saved by \${name}\`}>
        <Trans>Closing soon</Trans>
        <Trans>Found in <b>{name}</b></Trans>
        <Trans>Read {link} first</Trans>
        {t\`\${plural(count, { one: "# tender", other: "# tenders" })}\`}
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

  it("writes each message's English as code, with no id and no formatter", async () => {
    const code = await compileForEnglishBrowser(source);
    expect(code).not.toMatch(/\bid:/);
    // A message with nothing to fill in is its text, where the macro was.
    expect(code).toMatch(/title=\{"Save"\}/);
    expect(code).toMatch(/\{"Closing soon"\}/);
    expect(code).toMatch(/LABEL =\s*\{\s*message: "Advertisement"\s*\}/);
    // Plain values fill a template, an absent one with nothing, as Lingui leaves it out.
    expect(code).toContain('aria-label={`Saved by ${name ?? ""}`}');
    // A <Trans>'s elements are elements; a value beside text is joined to it when it is text.
    expect(code).toMatch(
      /\["Found in ", _cloneElement\(<b \/>, \{\s*key: "t0"\s*\}, _joinNodes\(\[name\]\)\)\]/,
    );
    expect(code).toMatch(/_joinNodes\(\["Read ", link, " first"\]\)/);
    // A plural is a condition on the English plural category; `#` the formatted count.
    expect(code).toMatch(/\{_pluralCategory\(Number\(count\)\) === "one" \?/);
    expect(code).toContain("${_formatNumber(Number(count))} tenders");
    // A message kept for later with a value is a function of the values it will be given.
    expect(code).toMatch(
      /=> \(\{\s*message: values => `Scheduled for \$\{values\["at"\] \?\? ""\}`,\s*values: \{\s*at: at\s*\}/,
    );
    // The macros' Trans import is gone: the runtime has none.
    expect(code).not.toMatch(/\bTrans\b/);
  });

  it("refuses a message form it cannot write as code", async () => {
    await expect(
      compileForEnglishBrowser(`
        import { t, selectOrdinal } from "@lingui/core/macro";
        export const place = (n) => t\`\${selectOrdinal(n, { one: "#st", other: "#th" })} place\`;
      `),
    ).rejects.toThrow(/cannot compile the message .*: it uses "selectordinal"/);
  });
});
