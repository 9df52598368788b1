// Before measuring: one request of each class, read in full, to show that the pages being
// timed are the real ones (status, HTML, tender cards) and not redirects to the login page
// or error pages that happen to be fast.
import type { BenchRequest } from "./realistic-traffic";

export interface SanityRow {
  class: string;
  request: string;
  status: number;
  type: string;
  kB: number;
  "tender cards": number;
  title: string;
}

export async function sanityCheck(
  base: string,
  cookie: string,
  requests: BenchRequest[],
): Promise<SanityRow[]> {
  const rows: SanityRow[] = [];
  for (const request of requests) {
    const response = await fetch(base + request.path, {
      method: request.method,
      body: request.body,
      redirect: "manual",
      headers: {
        "accept-encoding": "gzip",
        ...(request.signedIn ? { cookie } : {}),
        ...(request.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    });
    const html = await response.text();
    rows.push({
      class: request.kind,
      request: `${request.method} ${request.path}${request.signedIn ? " (user)" : ""}`,
      status: response.status,
      type: (response.headers.get("content-type") ?? "").split(";")[0]!,
      kB: Math.round(html.length / 102.4) / 10,
      "tender cards": html.split('class="tender-card"').length - 1,
      title:
        /<title>([^<]*)<\/title>/.exec(html)?.[1]?.slice(0, 60) ??
        `→ ${response.headers.get("location") ?? ""}`,
    });
  }
  return rows;
}
