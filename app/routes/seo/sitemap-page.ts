import type { Route } from "./+types/sitemap-page";
import {
  organisationSitemap,
  ORGANISATIONS_SITEMAP_PATH,
  pagesSitemap,
  PAGES_SITEMAP_PATH,
  tenderSitemap,
  xmlResponse,
} from "~/modules/seo/sitemap.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** GET /sitemaps/pages.xml, organisations.xml and tenders-{n}.xml; anything else is 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const path = `/sitemaps/${params.file}`;
  if (path === PAGES_SITEMAP_PATH) return xmlResponse(pagesSitemap());
  if (path === ORGANISATIONS_SITEMAP_PATH) {
    return xmlResponse(await organisationSitemap(context.get(dbContext)));
  }
  const page = parseId(/^tenders-(\d+)\.xml$/.exec(params.file)?.[1]);
  if (page === null) return xmlResponse(null);
  return xmlResponse(await tenderSitemap(context.get(dbContext), page));
}
