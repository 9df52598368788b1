import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import stylesUrl from "../styles/app.scss?url";
import { dbMiddleware } from "~/server/db-middleware.server";
import { userMiddleware } from "~/modules/auth/user-middleware.server";
import { localeMiddleware } from "~/i18n/locale.server";
import { useServerLocale } from "~/i18n/useServerLocale";
import { ensureCatalogues } from "~/i18n/catalogue-loader";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { securityMiddleware } from "~/server/security-middleware.server";
import { databaseOutageMiddleware } from "~/server/database-outage.server";
import { config } from "~/server/config.server";
import { SiteHeader } from "~/ui/SiteHeader";
import { SiteFooter } from "~/ui/SiteFooter";
import { ErrorPage, routeErrorText } from "~/ui/ErrorPage";
import { metaI18n, pageMeta } from "~/ui/meta";
import { localeContext, userContext } from "~/server/request-context";
import { useCspNonce } from "~/ui/csp-nonce";
import { useFormPendingScript } from "~/ui/form-pending-script";
import { FORM_BODY_LIMIT } from "~/server/body-limits";

export const bodyLimit = FORM_BODY_LIMIT;

export const middleware: Route.MiddlewareFunction[] = [
  securityMiddleware,
  databaseOutageMiddleware,
  dbMiddleware,
  userMiddleware,
  localeMiddleware,
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    const lang = document.documentElement.lang;
    await ensureCatalogues(isLocale(lang) ? lang : DEFAULT_LOCALE, new URL(request.url).pathname);
  },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  // The year comes with the data, so a page renders from its loader data alone (decision 007).
  return data({
    user: context.get(userContext),
    // The memo keys on loader data, so a page remembered in one language is never served in another.
    locale: context.get(localeContext),
    contactPhone: config().contactPhone,
    // Absolute addresses for sharing (links to copy, Telegram) and for search engines.
    appUrl: config().appUrl,
    year: new Date().getFullYear(),
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useCspNonce();
  const formPendingScript = useFormPendingScript();
  const { i18n } = useLingui();
  useServerLocale(root?.locale);
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts the stylesheet before the script preloads. */}
        <link rel="stylesheet" href={stylesUrl} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <SiteHeader user={root?.user ?? null} />
        <main id="main">{children}</main>
        <SiteFooter phone={root?.contactPhone ?? ""} year={root?.year} />
        {/* Visitors' pages skip the app's ~120 KB of JavaScript (decision 023). */}
        {root?.user ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Inline: a few hundred bytes, no request of its own.
          formPendingScript && (
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: formPendingScript }} />
          )
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta(args: Route.MetaArgs) {
  return args.error ? pageMeta(args, routeErrorText(args.error, metaI18n(args)).title) : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLinguiMacro();
  return <ErrorPage error={error} back={{ href: "/home", label: t`Browse all tenders` }} />;
}
