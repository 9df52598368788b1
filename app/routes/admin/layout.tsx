import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { adminOnlyMiddleware } from "~/modules/auth/admin-middleware.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { dbContext } from "~/server/request-context";
import { ErrorPage } from "~/ui/ErrorPage";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  const tenderCount = await args.context.get(dbContext).count(Tender);
  return { role: user.role, tenderCount };
}

const LINKS = [
  { to: "/admin", label: msg`Dashboard`, end: true },
  { to: "/admin/tenders", label: msg`Tenders`, badge: true },
  { to: "/admin/users", label: msg`Users` },
  { to: "/admin/categories", label: msg`Tender Categories` },
  { to: "/admin/ads", label: msg`Ads Management` },
  { to: "/admin/metadata", label: msg`Tender Metadata` },
  { to: "/admin/organisations", label: msg`Organisations` },
  { to: "/admin/pages", label: msg`Pages` },
  { to: "/admin/alerts", label: msg`Alerts` },
];

function AdminLinks({ tenderCount }: { tenderCount: number | undefined }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Admin`}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {i18n._(link.label)}
              {link.badge && tenderCount !== undefined && (
                <span
                  className="badge"
                  aria-label={t`${plural(tenderCount, { one: "# tender", other: "# tenders" })}`}
                >
                  {tenderCount}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdminPanel({
  tenderCount,
  children,
}: {
  tenderCount: number | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="admin-layout">
      {/* Phones get the menu folded, so the page starts near the top; wide screens keep it open
          beside the page. CSS shows one of the two, without JavaScript. */}
      <details className="admin-sidebar admin-sidebar-phone">
        <summary>
          <Trans>Admin Panel</Trans>
        </summary>
        <AdminLinks tenderCount={tenderCount} />
      </details>
      <div className="admin-sidebar admin-sidebar-wide">
        <AdminLinks tenderCount={tenderCount} />
      </div>
      <div className="admin-content">{children}</div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPanel tenderCount={loaderData.tenderCount}>
      <Outlet />
    </AdminPanel>
  );
}

/**
 * Refusals and failures of every admin page (403, 404, …), inside the admin panel: the sidebar
 * stays, with the layout's own data when its loader got that far.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const { t } = useLingui();
  return (
    <AdminPanel tenderCount={layout?.tenderCount}>
      <ErrorPage error={error} back={{ href: "/admin", label: t`Back to the dashboard` }} />
    </AdminPanel>
  );
}
