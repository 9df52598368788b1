import { data } from "react-router";
import type { Route } from "./+types/static-page";
import { getRenderedPage } from "~/modules/pages/pages.server";
import { PAGE_SLUGS, type PageSlug } from "~/modules/pages/page.entity";
import { dbContext, localeContext } from "~/server/request-context";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { pageMeta } from "~/ui/meta";

export async function loader({ context, url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client-side navigation asks for /about.data, and React Router
  // gives the loader the page's own URL without that suffix.
  const slug = url.pathname.slice(1) as PageSlug;
  if (!PAGE_SLUGS.includes(slug)) throw data(null, { status: 404 });
  const locale = context.get(localeContext) ?? DEFAULT_LOCALE;
  const page = await getRenderedPage(context.get(dbContext), slug, locale);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.title);

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="prose page-content">
      {/* English standing in for a missing Amharic version says so, for screen readers. */}
      <h1 lang={loaderData.titleLang ?? undefined}>{loaderData.title}</h1>
      <div
        lang={loaderData.bodyLang ?? undefined}
        dangerouslySetInnerHTML={{ __html: loaderData.html }}
      />
    </article>
  );
}
