import type { types as BabelTypes } from "@babel/core";

/**
 * A message of the English browser build as code (english-messages-babel.ts): Lingui's compiled
 * tokens (`"text"`, `[name]`, `[name, "plural" | "select", branches]`) become a template literal,
 * with conditionals for plurals and selects, and a `<Trans>` message becomes the elements it
 * names. The text is what Lingui's runtime gives on the server, so hydration finds the same
 * words (tests/unit/english-messages.test.ts compares the two on every catalogued message).
 * Inside a plural or select, a value is written as text, also in a `<Trans>`: the app passes
 * counts and words there, and an element there is not supported.
 */
type Token = string | [string] | [string, string, Record<string, Token[] | string>];
type Expression = BabelTypes.Expression;

/** The functions the generated code calls, imported where it is used. */
export interface MessageHelpers {
  /** `Intl.PluralRules("en").select`. */
  pluralCategory(): BabelTypes.Identifier;
  /** `Intl.NumberFormat("en").format`, for `#`. */
  formatNumber(): BabelTypes.Identifier;
  /** Text and nodes as children, adjacent text joined into one string as Lingui's `<Trans>` does. */
  joinNodes(): BabelTypes.Identifier;
  /** React's `cloneElement`. */
  cloneElement(): BabelTypes.Identifier;
}

/** A piece of a message: text known at build time, a string-valued expression, or a value. */
type Part =
  | { kind: "text"; text: string }
  | { kind: "string"; node: Expression }
  | { kind: "value"; name: string };

/** A `<Trans>` message's tree: its parts and its numbered elements. */
type Node = Part | { kind: "element"; name: string; children: Node[] | null };

const TAG = /<(\/?)([a-zA-Z0-9_](?:[\w.-]*\w)?)(\/?)>/g;

export function messageCode(t: typeof BabelTypes, helpers: MessageHelpers, describe: string) {
  const fail = (reason: string): never => {
    throw new Error(`The English build cannot compile the message "${describe}": ${reason}`);
  };

  function parts(
    tokens: Token[] | string,
    read: (name: string) => Expression,
    count: Expression | null,
  ): Part[] {
    if (typeof tokens === "string") return [{ kind: "text", text: tokens }];
    const found: Part[] = [];
    for (const token of tokens) {
      if (typeof token === "string") {
        found.push(
          token === "#" && count
            ? { kind: "string", node: t.callExpression(helpers.formatNumber(), [count]) }
            : { kind: "text", text: token },
        );
        continue;
      }
      const [name, type, branches] = token;
      if (!type) {
        found.push({ kind: "value", name });
      } else if (type === "plural" && branches) {
        found.push({ kind: "string", node: plural(read(name), branches, read) });
      } else if (type === "select" && branches) {
        found.push({ kind: "string", node: select(read(name), branches, read) });
      } else {
        fail(`it uses "${type}"`);
      }
    }
    return found;
  }

  /** `{n, plural, =0 {…} one {…} other {…}}`: exact numbers first, then the English category. */
  function plural(
    value: Expression,
    branches: Record<string, Token[] | string>,
    read: (name: string) => Expression,
  ): Expression {
    if ("offset" in branches) fail("a plural with an offset");
    const count = t.callExpression(t.identifier("Number"), [t.cloneNode(value)]);
    const text = (key: string) => {
      const branch = branches[key] ?? branches.other ?? "";
      if (branchHasTags(branch)) fail("an element inside a plural");
      return template(parts(branch, read, t.cloneNode(count)), read);
    };
    let chosen: Expression = text("other");
    if (branches.one) {
      chosen = t.conditionalExpression(
        t.binaryExpression(
          "===",
          t.callExpression(helpers.pluralCategory(), [t.cloneNode(count)]),
          t.stringLiteral("one"),
        ),
        text("one"),
        chosen,
      );
    }
    // Lingui's exact matches (`=0`) compare the value as written.
    const exact = Object.keys(branches).filter((key) => /^\d+$/.test(key));
    return byValue(value, exact, text, chosen);
  }

  function select(
    value: Expression,
    branches: Record<string, Token[] | string>,
    read: (name: string) => Expression,
  ): Expression {
    const text = (key: string) => {
      const branch = branches[key] ?? "";
      if (branchHasTags(branch)) fail("an element inside a select");
      return template(parts(branch, read, null), read);
    };
    const named = Object.keys(branches).filter((key) => key !== "other");
    return byValue(value, named, text, text("other"));
  }

  /** `String(value) === "a" ? text("a") : … : otherwise`, the keys tried in order. */
  function byValue(
    value: Expression,
    keys: string[],
    text: (key: string) => Expression,
    otherwise: Expression,
  ): Expression {
    return keys.reduceRight<Expression>(
      (chosen, key) =>
        t.conditionalExpression(
          t.binaryExpression(
            "===",
            t.callExpression(t.identifier("String"), [t.cloneNode(value)]),
            t.stringLiteral(key),
          ),
          text(key),
          chosen,
        ),
      otherwise,
    );
  }

  function branchHasTags(branch: Token[] | string): boolean {
    const texts =
      typeof branch === "string" ? [branch] : branch.filter((token) => typeof token === "string");
    return texts.some((text) => new RegExp(TAG.source).test(text));
  }

  /** Parts as one string: a value is its text, or nothing when it is missing (as in Lingui). */
  function template(found: Part[], read: (name: string) => Expression): Expression {
    const quasis: BabelTypes.TemplateElement[] = [];
    const expressions: Expression[] = [];
    let pending = "";
    for (const part of found) {
      if (part.kind === "text") {
        pending += part.text;
        continue;
      }
      quasis.push(templateElement(pending));
      pending = "";
      expressions.push(
        part.kind === "string"
          ? part.node
          : t.logicalExpression("??", read(part.name), t.stringLiteral("")),
      );
    }
    if (expressions.length === 0) return t.stringLiteral(pending);
    // A plural alone is already a string.
    const [only] = found;
    if (found.length === 1 && only?.kind === "string") return only.node;
    quasis.push(templateElement(pending, true));
    return t.templateLiteral(quasis, expressions);
  }

  function templateElement(cooked: string, tail = false): BabelTypes.TemplateElement {
    return t.templateElement(
      { raw: cooked.replace(/\\|`|\$\{/g, (match) => `\\${match}`), cooked },
      tail,
    );
  }

  /** The numbered elements of a `<Trans>` message, from the tags in its text. */
  function tree(found: Part[]): Node[] {
    const root: Node[] = [];
    const open: { name: string; children: Node[] }[] = [];
    const here = () => open.at(-1)?.children ?? root;
    for (const part of found) {
      if (part.kind !== "text") {
        here().push(part);
        continue;
      }
      let last = 0;
      for (const match of part.text.matchAll(TAG)) {
        const [whole, closing, name, selfClosing] = match as unknown as [
          string,
          string,
          string,
          string,
        ];
        if (match.index > last)
          here().push({ kind: "text", text: part.text.slice(last, match.index) });
        last = match.index + whole.length;
        if (selfClosing) {
          here().push({ kind: "element", name, children: null });
        } else if (!closing) {
          const element = { kind: "element" as const, name, children: [] as Node[] };
          here().push(element);
          open.push(element);
        } else if (open.at(-1)?.name === name) {
          open.pop();
        } else {
          fail(`</${name}> does not close the open element`);
        }
      }
      if (last < part.text.length) here().push({ kind: "text", text: part.text.slice(last) });
    }
    if (open.length) fail(`<${open.at(-1)!.name}> is not closed`);
    return root;
  }

  return {
    /** The message as a string: `_()` and descriptors. */
    text(tokens: Token[] | string, read: (name: string) => Expression): Expression {
      return template(parts(tokens, read, null), read);
    },

    /**
     * The message as React children, for `<Trans>`: text, the values (a value may be an
     * element), and its elements with their children. Keys are numbered in document order.
     */
    nodes(
      tokens: Token[] | string,
      read: (name: string) => Expression,
      component: (name: string) => Expression | undefined,
    ): Expression {
      let key = 0;
      const render = (nodes: Node[]): Expression => {
        const items: Expression[] = [];
        let run: Part[] = [];
        const flush = () => {
          if (run.length) items.push(template(run, read));
          run = [];
        };
        for (const node of nodes) {
          if (node.kind === "text" || node.kind === "string") {
            run.push(node);
            continue;
          }
          flush();
          if (node.kind === "value") {
            items.push(read(node.name));
            continue;
          }
          const element = component(node.name) ?? fail(`no element for <${node.name}>`);
          const props = t.objectExpression([
            t.objectProperty(t.identifier("key"), t.stringLiteral(`t${key++}`)),
          ]);
          items.push(
            t.callExpression(
              helpers.cloneElement(),
              node.children ? [element, props, render(node.children)] : [element, props],
            ),
          );
        }
        flush();
        const [only] = items;
        // A value is text or an element only at run time; as text it joins its neighbours.
        if (nodes.some((node) => node.kind === "value")) {
          return t.callExpression(helpers.joinNodes(), [t.arrayExpression(items)]);
        }
        return items.length === 1 && only ? only : t.arrayExpression(items);
      };
      return render(tree(parts(tokens, read, null)));
    },
  };
}
