import type { ReactNode } from "react";

export type NoticeTexts<Text = string> = Readonly<Record<string, Text>>;

/** Own keys only: `?notice=constructor` must not find Object.prototype's function. */
export function noticeText<Text = string>(
  params: URLSearchParams,
  texts: NoticeTexts<Text>,
): Text | null {
  const code = params.get("notice");
  return code !== null && Object.hasOwn(texts, code) ? texts[code]! : null;
}

/** Errors are announced at once, others when idle; `live={false}` for a banner that stays. */
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
