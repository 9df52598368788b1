import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";

/** `<0>text</0>` or `<0/>`: the numbered elements of a `<Trans>` message. */
const TAG = /<([a-zA-Z0-9_](?:[\w.-]*\w)?)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9_](?:[\w.-]*\w)?)\/>/;

/**
 * The text of a `<Trans>` message with its numbered tags replaced by the elements the macro
 * kept for them (bold, links, values that are elements), as Lingui's `<Trans>` renders it.
 */
export function formatElements(
  text: string,
  elements: Record<string, ReactElement>,
  nextKey: () => string = keyCounter(),
): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const nodes: ReactNode[] = [];
  const before = parts.shift();
  if (before) nodes.push(before);
  // split() with TAG's three groups gives: paired name, its children, unpaired name, text after.
  for (let index = 0; index < parts.length; index += 4) {
    const [paired, children, unpaired, after] = parts.slice(index, index + 4);
    const name = paired ?? unpaired ?? "";
    const element = Object.hasOwn(elements, name) ? elements[name] : undefined;
    const base = element ?? <Fragment />;
    nodes.push(
      cloneElement(
        base,
        { key: nextKey() },
        children
          ? formatElements(children, elements, nextKey)
          : (base.props as { children?: ReactNode }).children,
      ),
    );
    if (after) nodes.push(after);
  }
  return nodes.length === 1 ? nodes[0] : nodes;
}

function keyCounter(): () => string {
  let count = 0;
  return () => `t${count++}`;
}
