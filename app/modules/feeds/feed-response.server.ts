import type { RouterContextProvider } from "react-router";
import { serverI18n } from "~/i18n/catalogues.server";
import { translateText } from "~/i18n/translate-text.server";
import { readTenderFilters } from "~/modules/tenders/tender-filters.schema";
import { dbContext } from "~/server/request-context";
import { feedLocale } from "./feed-path";
import { buildTenderFeed, FEED_TYPES, type FeedFormat } from "./tender-feed.server";

/** A feed is data, never a document: it may load nothing, run nothing and be framed by no page. */
const FEED_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export async function feedResponse(
  context: Readonly<RouterContextProvider>,
  url: URL,
  format: FeedFormat,
): Promise<Response> {
  const refused = readTenderFilters(url.searchParams).errors.q;
  if (refused) {
    const i18n = serverI18n(feedLocale(url.searchParams));
    return new Response(`q: ${refused.map((message) => translateText(i18n, message)).join(" ")}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  const body = await buildTenderFeed(context.get(dbContext), url.searchParams, format);
  return new Response(body, {
    headers: {
      "Content-Type": FEED_TYPES[format],
      "Content-Security-Policy": FEED_CSP,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
