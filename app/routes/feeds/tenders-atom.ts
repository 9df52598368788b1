import type { Route } from "./+types/tenders-atom";
import { feedResponse } from "~/modules/feeds/feed-response.server";

/** GET /feeds/tenders.atom?<the /home query>: Atom of that search. */
export function loader({ context, url }: Route.LoaderArgs) {
  return feedResponse(context, url, "atom");
}
