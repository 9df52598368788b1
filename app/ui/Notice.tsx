import type { ReactNode } from "react";

/**
 * What a page says for each `?notice=` code its redirects send: text, or a message descriptor
 * (msg) the page renders in its language.
 */
export type NoticeTexts<Text = string> = Readonly<Record<string, Text>>;

/**
 * The text for the `?notice=` code in `params`, or null for none or a code the page does not
 * know. Own keys only: `?notice=constructor` must not find Object.prototype's function.
 */
export function noticeText<Text = string>(
  params: URLSearchParams,
  texts: NoticeTexts<Text>,
): Text | null {
  const code = params.get("notice");
  return code !== null && Object.hasOwn(texts, code) ? texts[code]! : null;
}

/**
 * The banner a page shows after something happened. Errors are announced at once
 * (role="alert"), anything else when the reader is idle (role="status"); `live={false}` for a
 * banner that stays on the page and should not be announced. Renders nothing without content,
 * so an optional message is just `<Notice>{notice}</Notice>`.
 */
export function Notice({
  tone = "success",
  live = true,
  id,
  children,
}: {
  tone?: "success" | "info" | "error";
  live?: boolean;
  id?: string;
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === false || children === "") {
    return null;
  }
  const role = !live ? undefined : tone === "error" ? "alert" : "status";
  return (
    <p className={`alert alert-${tone}`} role={role} id={id}>
      {children}
    </p>
  );
}
