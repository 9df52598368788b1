import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesUrl from "../styles/app.scss?url";
import { dbMiddleware } from "~/server/db-middleware.server";
import { userMiddleware } from "~/modules/auth/user-middleware.server";
import { securityMiddleware } from "~/server/security-middleware.server";
import { databaseOutageMiddleware } from "~/server/database-outage.server";
import { config } from "~/server/config.server";
import { SiteHeader } from "~/ui/SiteHeader";
import { SiteFooter } from "~/ui/SiteFooter";
import { pageMeta } from "~/ui/meta";
import { userContext } from "~/server/request-context";
import { useCspNonce } from "~/ui/csp-nonce";

export const middleware: Route.MiddlewareFunction[] = [
  securityMiddleware,
  databaseOutageMiddleware,
  dbMiddleware,
  userMiddleware,
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  // The year comes with the data, so a page renders from its loader data alone
  // (docs/decisions/007-document-render-memo.md).
  return data({
    user: context.get(userContext),
    contactPhone: config().contactPhone,
    year: new Date().getFullYear(),
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts the stylesheet before the script preloads, so the one
            request that blocks the first paint is not queued behind the JavaScript. */}
        <link rel="stylesheet" href={stylesUrl} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader user={root?.user ?? null} />
        <main id="main">{children}</main>
        <SiteFooter phone={root?.contactPhone ?? ""} year={root?.year} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** What the error boundary says for a route error's status (404, 503) or anything else. */
function errorText(error: unknown): { title: string; message: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return {
      title: "Page not found",
      message:
        "We could not find that page. It may have moved, or the tender may have been removed.",
    };
  }
  if (status === 503) {
    // The database is out of reach (databaseOutageMiddleware): nothing the user did.
    return {
      title: "Briefly unavailable",
      message: "The service is briefly unavailable, try again in a minute.",
    };
  }
  // A request we refused (a form we cannot read, too large, cross-site) says why.
  if (isRouteErrorResponse(error) && status >= 400 && status < 500) {
    if (typeof error.data === "string" && error.data) {
      return { title: "Request refused", message: error.data };
    }
  }
  return {
    title: "Something went wrong",
    message: "An unexpected error happened on our side. Please try again in a moment.",
  };
}

export function meta({ error }: Route.MetaArgs) {
  return error ? pageMeta(errorText(error).title) : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, message } = errorText(error);
  // Stack traces help in development only; production never shows them.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="error-page">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href="/home" className="button">
          Browse all tenders
        </a>
      </p>
      {stack && <pre className="error-stack">{stack}</pre>}
    </section>
  );
}
