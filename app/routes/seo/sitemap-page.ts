import type { Route } from "./+types/sitemap-page";
import {
  pagesSitemap,
  PAGES_SITEMAP_PATH,
  tenderSitemap,
  xmlResponse,
} from "~/modules/seo/sitemap.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** GET /sitemaps/pages.xml and /sitemaps/tenders-{n}.xml; anything else is 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (`/sitemaps/${params.file}` === PAGES_SITEMAP_PATH) return xmlResponse(pagesSitemap());
  const page = parseId(/^tenders-(\d+)\.xml$/.exec(params.file)?.[1]);
  if (page === null) return xmlResponse(null);
  return xmlResponse(await tenderSitemap(context.get(dbContext), page));
}
