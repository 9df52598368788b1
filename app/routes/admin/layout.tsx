import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { adminOnlyMiddleware } from "~/modules/auth/admin-middleware.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { dbContext } from "~/server/request-context";

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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
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
                  {link.badge && (
                    <span className="badge" aria-label={`${loaderData.tenderCount} tenders`}>
                      {loaderData.tenderCount}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}
