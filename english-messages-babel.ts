import type { NodePath, PluginObj, types as BabelTypes } from "@babel/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { messageCode, type MessageHelpers } from "./english-message-code.ts";

/**
 * For the English browser build (docs/decisions/012-interface-languages.md): after Lingui's
 * macros, each message descriptor (`/** i18n *\/ { id, message, values }`) becomes code that
 * writes its English (english-message-code.ts), so the page needs neither a catalogue nor a
 * message formatter:
 * - `_({ message, values })` and `i18n._(…)` become the text: a string, or a template literal
 *   with the values, plurals and selects in place;
 * - `<Trans>` becomes the text and the elements it names;
 * - a descriptor kept for later (`msg`) keeps its text, or a function of its values, which
 *   app/i18n/english/runtime.tsx calls.
 * Runs on Program exit, when the macros have done their work. A message form it cannot compile
 * fails the build.
 */
const LINGUI = /^@lingui\/(core|react)$/;

export function englishMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  function isDescriptor(path: NodePath<BabelTypes.ObjectExpression>): boolean {
    return Boolean(path.node.leadingComments?.some((comment) => comment.value.trim() === "* i18n"));
  }

  /** `_`, `i18n._`: a callee whose evaluation does nothing, so it can be left out. */
  function withoutEffects(callee: BabelTypes.Node): boolean {
    return (
      callee.type === "Identifier" ||
      (callee.type === "MemberExpression" && callee.object.type === "Identifier")
    );
  }

  /** A value the code may read more than once, or not at all: a name, a property, a literal. */
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

  function keyName(key: BabelTypes.Node): string | undefined {
    if (key.type === "Identifier") return key.name;
    if (key.type === "StringLiteral" || key.type === "NumericLiteral") return String(key.value);
    return undefined;
  }

  /** `{ name: expression }` as a map, or undefined when it is not that simple. */
  function entries(
    node: BabelTypes.Node | undefined,
  ): Map<string, BabelTypes.Expression> | undefined {
    if (!node) return new Map();
    if (node.type !== "ObjectExpression") return undefined;
    const found = new Map<string, BabelTypes.Expression>();
    for (const property of node.properties) {
      if (property.type !== "ObjectProperty" || property.computed) return undefined;
      const name = keyName(property.key);
      if (name === undefined || !t.isExpression(property.value)) return undefined;
      found.set(name, property.value);
    }
    return found;
  }

  /**
   * Code that reads the values: plain ones in place, the others evaluated once, in order, as
   * arguments of an arrow function around the code (as Lingui evaluates them before formatting).
   */
  function withValues(
    path: NodePath,
    values: Map<string, BabelTypes.Expression>,
    build: (read: (name: string) => BabelTypes.Expression) => BabelTypes.Expression,
  ): BabelTypes.Expression {
    const missing = () => t.identifier("undefined");
    if ([...values.values()].every(isPlain)) {
      return build((name) => {
        const value = values.get(name);
        return value ? t.cloneNode(value) : missing();
      });
    }
    const params = new Map(
      [...values.keys()].map((name) => [name, path.scope.generateUidIdentifier(name)]),
    );
    const body = build((name) => {
      const param = params.get(name);
      return param ? t.cloneNode(param) : missing();
    });
    return t.callExpression(t.arrowFunctionExpression([...params.values()], body), [
      ...values.values(),
    ]);
  }

  function helpersFor(program: NodePath<BabelTypes.Program>): MessageHelpers {
    const imported = new Map<string, BabelTypes.Identifier>();
    const importer = (name: string, from: string) => () => {
      let local = imported.get(name);
      if (!local) {
        local = program.scope.generateUidIdentifier(name);
        imported.set(name, local);
        program.unshiftContainer(
          "body",
          t.importDeclaration(
            [t.importSpecifier(local, t.identifier(name))],
            t.stringLiteral(from),
          ),
        );
      }
      return t.cloneNode(local);
    };
    return {
      pluralCategory: importer("pluralCategory", "@lingui/core"),
      formatNumber: importer("formatNumber", "@lingui/core"),
      joinNodes: importer("joinNodes", "@lingui/react"),
      cloneElement: importer("cloneElement", "react"),
    };
  }

  function compileDescriptor(
    path: NodePath<BabelTypes.ObjectExpression>,
    helpers: MessageHelpers,
  ): void {
    const fields = new Map<string, BabelTypes.ObjectProperty>();
    for (const property of path.node.properties) {
      const name = property.type === "ObjectProperty" ? keyName(property.key) : undefined;
      if (property.type !== "ObjectProperty" || name === undefined) {
        throw path.buildCodeFrameError("A message descriptor the English build cannot read");
      }
      fields.set(name, property);
    }
    const source = fields.get("message")?.value;
    if (source?.type !== "StringLiteral") {
      throw path.buildCodeFrameError("A message without its English text in the English build");
    }
    const message = source.value;
    // A plural without an offset carries `offset: undefined`, which would only add bytes.
    const tokens = JSON.parse(JSON.stringify(compileMessage(message))) as Parameters<
      ReturnType<typeof messageCode>["text"]
    >[0];
    const code = messageCode(t, helpers, message);
    const values = entries(fields.get("values")?.value);
    const { parentPath } = path;

    // `_({ message: "Page {page}", values: { page } })` is `Page ${page ?? ""}`.
    if (
      parentPath.isCallExpression() &&
      parentPath.node.arguments.length === 1 &&
      withoutEffects(parentPath.node.callee) &&
      values
    ) {
      parentPath.replaceWith(withValues(path, values, (read) => code.text(tokens, read)));
      return;
    }

    // `<Trans {...{ message: "Found in <0>{name}</0>", values, components }} />` is the text
    // and the elements themselves.
    const element = parentPath.isJSXSpreadAttribute() ? parentPath.parentPath?.parentPath : null;
    if (element?.isJSXElement()) {
      const components = entries(fields.get("components")?.value);
      if (!values || !components || element.node.openingElement.attributes.length !== 1) {
        throw path.buildCodeFrameError("A <Trans> the English build cannot compile");
      }
      const nodes = withValues(path, values, (read) =>
        code.nodes(tokens, read, (name) => {
          const component = components.get(name);
          return component && t.cloneNode(component);
        }),
      );
      element.replaceWith(
        element.parentPath.isJSXElement() || element.parentPath.isJSXFragment()
          ? t.jsxExpressionContainer(nodes)
          : nodes,
      );
      return;
    }

    // Kept for later (`msg`): its text, or a function that writes it from the values it is
    // given (app/i18n/english/runtime.tsx).
    if (fields.has("components")) {
      throw path.buildCodeFrameError("Elements in a message that is not a <Trans>");
    }
    const values_ = t.identifier("values");
    const text = code.text(tokens, (name) =>
      t.memberExpression(t.cloneNode(values_), t.stringLiteral(name), true),
    );
    const kept = [
      t.objectProperty(
        t.identifier("message"),
        t.isStringLiteral(text) ? text : t.arrowFunctionExpression([values_], text),
      ),
    ];
    const given = fields.get("values");
    if (given) kept.push(given);
    path.node.properties = kept;
    path.node.leadingComments = null;
  }

  return {
    name: "english-messages",
    visitor: {
      Program: {
        exit(program) {
          const helpers = helpersFor(program);
          program.traverse({
            // On the way out, so a message inside another's values is text first.
            ObjectExpression: {
              exit(path) {
                if (isDescriptor(path)) compileDescriptor(path, helpers);
              },
            },
          });
          // Later plugins (React Router's removal of server code) read the bindings.
          program.scope.crawl();
          // The macros' `Trans` imports are unused now: the runtime has none to give.
          for (const statement of program.get("body")) {
            if (!statement.isImportDeclaration() || !LINGUI.test(statement.node.source.value)) {
              continue;
            }
            for (const specifier of statement.get("specifiers")) {
              const binding = program.scope.getBinding(specifier.node.local.name);
              if (binding && !binding.referenced) specifier.remove();
            }
            if (statement.node.specifiers.length === 0) statement.remove();
          }
        },
      },
    },
  };
}
