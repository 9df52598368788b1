import type { Route } from "./+types/tenders-rss";
import { feedResponse } from "~/modules/feeds/feed-response.server";

/** GET /feeds/tenders.rss?<the /home query>: RSS 2.0 of that search. */
export function loader({ context, url }: Route.LoaderArgs) {
  return feedResponse(context, url, "rss");
}
