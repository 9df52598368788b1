import type { NodePath, PluginObj, types as BabelTypes } from "@babel/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * For the English browser build (docs/decisions/012-interface-languages.md): after Lingui's
 * macros, each message descriptor (`/** i18n *\/ { id, message, values }`) loses its id and
 * keeps its English, compiled by Lingui's own compiler, so the page needs no catalogue. Where
 * it is translated on the spot, a message with nothing to fill in becomes its text and one with
 * plain placeholders a template literal; the others keep compiled tokens, which
 * app/i18n/english/runtime.tsx formats. Runs on Program exit, when the macros have done their
 * work. A message form that runtime does not know fails the build.
 */
const FORMATTED_TYPES = new Set(["plural", "select"]);

export function englishMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  function checkTypes(message: string, tokens: unknown): void {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [, type, branches] = token as [string, string?, Record<string, unknown>?];
      if (type && !FORMATTED_TYPES.has(type)) {
        throw new Error(`The English build cannot format "${type}" in the message "${message}"`);
      }
      for (const branch of Object.values(branches ?? {})) checkTypes(message, branch);
    }
  }

  function compiled(message: string): BabelTypes.Expression {
    // A plural without an offset carries `offset: undefined`, which would only add bytes.
    const tokens = JSON.parse(JSON.stringify(compileMessage(message))) as unknown;
    checkTypes(message, tokens);
    const [only, ...rest] = Array.isArray(tokens) ? tokens : [tokens];
    return t.valueToNode(typeof only === "string" && rest.length === 0 ? only : tokens);
  }

  function isDescriptor(path: NodePath<BabelTypes.ObjectExpression>): boolean {
    return Boolean(path.node.leadingComments?.some((comment) => comment.value.trim() === "* i18n"));
  }

  /** The English text of a descriptor that needs no formatting: a string and no values. */
  function plainText(node: BabelTypes.Node | undefined): string | undefined {
    if (node?.type !== "ObjectExpression" || node.properties.length !== 1) return undefined;
    const [only] = node.properties;
    return only?.type === "ObjectProperty" &&
      only.key.type === "Identifier" &&
      only.key.name === "message" &&
      only.value.type === "StringLiteral" &&
      !only.value.value.includes("\\")
      ? only.value.value
      : undefined;
  }

  /** `_`, `i18n._`: a callee whose evaluation does nothing, so it can be left out. */
  function withoutEffects(callee: BabelTypes.Node): boolean {
    return (
      callee.type === "Identifier" ||
      (callee.type === "MemberExpression" && callee.object.type === "Identifier")
    );
  }

  function compileDescriptor(path: NodePath<BabelTypes.ObjectExpression>): void {
    const kept: BabelTypes.ObjectExpression["properties"] = [];
    let message: string | undefined;
    for (const property of path.node.properties) {
      const key =
        property.type === "ObjectProperty" && property.key.type === "Identifier"
          ? property.key.name
          : undefined;
      if (key === "id" || key === "context" || key === "comment") continue;
      if (key === "message" && property.type === "ObjectProperty") {
        if (property.value.type !== "StringLiteral") break;
        message = property.value.value;
        kept.push(t.objectProperty(t.identifier("message"), compiled(message)));
        continue;
      }
      kept.push(property);
    }
    if (message === undefined) {
      throw path.buildCodeFrameError("A message without its English text in the English build");
    }
    path.node.properties = kept;
    path.node.leadingComments = null;
    const { parentPath } = path;
    const inCall =
      parentPath.isCallExpression() &&
      parentPath.node.arguments.length === 1 &&
      withoutEffects(parentPath.node.callee);
    const text = plainText(path.node);
    if (text === undefined) {
      // `_({ message: ["Page ", ["page"]], values: { page } })` is `Page ${page ?? ""}`.
      const filled = inCall ? filledTemplate(path.node) : undefined;
      if (filled) parentPath.replaceWith(filled);
      return;
    }
    // `_({ message: "Save" })` is "Save", and `<Trans message="Save" />` the text itself: the
    // code is what it was before the messages had ids.
    if (inCall) {
      parentPath.replaceWith(t.stringLiteral(text));
    } else if (parentPath.isJSXSpreadAttribute()) {
      const element = parentPath.parentPath?.parentPath;
      if (element?.isJSXElement() && element.node.openingElement.attributes.length === 1) {
        element.replaceWith(
          element.parentPath.isJSXElement() || element.parentPath.isJSXFragment()
            ? t.jsxExpressionContainer(t.stringLiteral(text))
            : t.stringLiteral(text),
        );
      }
    }
  }

  /** A value the template may read in any order: a name, a property, a literal. */
  function isPlain(node: BabelTypes.Node): node is BabelTypes.Expression {
    if (
      node.type === "Identifier" ||
      node.type === "StringLiteral" ||
      node.type === "NumericLiteral"
    ) {
      return true;
    }
    return (
      node.type === "MemberExpression" &&
      isPlain(node.object) &&
      (!node.computed ||
        node.property.type === "StringLiteral" ||
        node.property.type === "NumericLiteral")
    );
  }

  /**
   * A message with only placeholders (no plural, select or elements) and plain values, as a
   * template literal. A missing value is left out, as Lingui does. (Lingui also decodes `\uXXXX`
   * written in a value; the template keeps it as written.)
   */
  function filledTemplate(
    node: BabelTypes.ObjectExpression,
  ): BabelTypes.TemplateLiteral | undefined {
    let tokens: unknown;
    const values = new Map<string, BabelTypes.Expression>();
    for (const property of node.properties) {
      if (property.type !== "ObjectProperty" || property.key.type !== "Identifier")
        return undefined;
      if (property.key.name === "message" && property.value.type === "ArrayExpression") {
        tokens = property.value.elements.map((element) =>
          element?.type === "StringLiteral"
            ? element.value
            : element?.type === "ArrayExpression" &&
                element.elements.length === 1 &&
                element.elements[0]?.type === "StringLiteral"
              ? [element.elements[0].value]
              : undefined,
        );
      } else if (property.key.name === "values" && property.value.type === "ObjectExpression") {
        for (const value of property.value.properties) {
          if (value.type !== "ObjectProperty" || !isPlain(value.value)) return undefined;
          const key =
            value.key.type === "Identifier"
              ? value.key.name
              : value.key.type === "StringLiteral" || value.key.type === "NumericLiteral"
                ? String(value.key.value)
                : undefined;
          if (key === undefined) return undefined;
          values.set(key, value.value);
        }
      } else {
        return undefined;
      }
    }
    // Lingui decodes `\uXXXX` escapes in the text; such a message keeps the runtime's formatting.
    if (
      !Array.isArray(tokens) ||
      tokens.some(
        (token) => token === undefined || (typeof token === "string" && token.includes("\\")),
      )
    ) {
      return undefined;
    }
    const quasis: BabelTypes.TemplateElement[] = [];
    const expressions: BabelTypes.Expression[] = [];
    let pending = "";
    for (const token of tokens as (string | [string])[]) {
      if (typeof token === "string") {
        pending += token;
        continue;
      }
      const value = values.get(token[0]);
      if (!value) continue;
      quasis.push(templateElement(pending));
      pending = "";
      expressions.push(
        value.type === "StringLiteral" || value.type === "NumericLiteral"
          ? value
          : t.logicalExpression("??", value, t.stringLiteral("")),
      );
    }
    quasis.push(templateElement(pending, true));
    return t.templateLiteral(quasis, expressions);
  }

  function templateElement(cooked: string, tail = false): BabelTypes.TemplateElement {
    return t.templateElement(
      { raw: cooked.replace(/\\|`|\$\{/g, (match) => `\\${match}`), cooked },
      tail,
    );
  }

  return {
    name: "english-messages",
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            // On the way out, so a message inside another's values is text first.
            ObjectExpression: {
              exit(path) {
                if (isDescriptor(path)) compileDescriptor(path);
              },
            },
          });
          // Later plugins (React Router's removal of server code) read the bindings.
          program.scope.crawl();
        },
      },
    },
  };
}
