/**
 * The longest start of `title`, with `ellipsis` when cut, for which `fits(compose(title))`; the
 * rest of the message is never cut, so an empty title may be the answer. Cut by code points, so
 * no surrogate pair is split.
 */
export function fitTitle(
  title: string,
  compose: (title: string) => string,
  fits: (text: string) => boolean,
  ellipsis = "…",
): string {
  if (fits(compose(title))) return title;
  const chars = Array.from(title);
  for (let keep = chars.length - 1; keep > 0; keep--) {
    const cut = chars.slice(0, keep).join("").trimEnd() + ellipsis;
    if (fits(compose(cut))) return cut;
  }
  return "";
}
