import type { RouterContextProvider } from "react-router";
import { dbContext } from "~/server/request-context";
import { buildTenderFeed, FEED_TYPES, type FeedFormat } from "./tender-feed.server";

/**
 * A feed is data, never a document: it may load nothing, run nothing and be framed by no
 * page, whatever a browser makes of the XML. (How long it may be kept, and its ETag, come
 * from app/server/cache-policy.server.ts.)
 */
const FEED_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The feed as an HTTP answer. */
export async function feedResponse(
  context: Readonly<RouterContextProvider>,
  url: URL,
  format: FeedFormat,
): Promise<Response> {
  const body = await buildTenderFeed(context.get(dbContext), url.searchParams, format);
  return new Response(body, {
    headers: {
      "Content-Type": FEED_TYPES[format],
      "Content-Security-Policy": FEED_CSP,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
