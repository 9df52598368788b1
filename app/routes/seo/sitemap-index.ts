import type { Route } from "./+types/sitemap-index";
import { sitemapIndex, xmlResponse } from "~/modules/seo/sitemap.server";
import { dbContext } from "~/server/request-context";

/** GET /sitemap.xml: the index of the sitemaps (public pages, open tenders). */
export async function loader({ context }: Route.LoaderArgs) {
  return xmlResponse(await sitemapIndex(context.get(dbContext)));
}
