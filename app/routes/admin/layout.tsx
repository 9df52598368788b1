import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { adminOnlyMiddleware } from "~/modules/auth/admin-middleware.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { dbContext } from "~/server/request-context";
import { ErrorPage } from "~/ui/ErrorPage";

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  const tenderCount = await args.context.get(dbContext).count(Tender);
  return { role: user.role, tenderCount };
}

const LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/tenders", label: "Tenders", badge: true },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/categories", label: "Tender Categories" },
  { to: "/admin/ads", label: "Ads Management" },
  { to: "/admin/metadata", label: "Tender Metadata" },
  { to: "/admin/pages", label: "Pages" },
  { to: "/admin/alerts", label: "Alerts" },
];

function AdminPanel({
  tenderCount,
  children,
}: {
  tenderCount: number | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="admin-layout">
      {/* A <details> so the sidebar collapses on phones without any JavaScript. */}
      <details className="admin-sidebar" open>
        <summary>Admin Panel</summary>
        <nav aria-label="Admin">
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                  {link.badge && tenderCount !== undefined && (
                    <span className="badge" aria-label={`${tenderCount} tenders`}>
                      {tenderCount}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
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
  return (
    <AdminPanel tenderCount={layout?.tenderCount}>
      <ErrorPage error={error} back={{ href: "/admin", label: "Back to the dashboard" }} />
    </AdminPanel>
  );
}
