import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/modules/auth/guards.server";
import { dashboardCounts } from "~/modules/dashboard/dashboard-counts.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { roleLabel } from "~/modules/users/role-labels";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Admin dashboard`);

export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  return { role: user.role, counts: await dashboardCounts(args.context.get(dbContext)) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { tenders, categories, users, adEnquiries } = loaderData.counts;
  const { t, i18n } = useLingui();
  const role = roleLabel(loaderData.role, i18n);
  const n = (value: number) => i18n.number(value);
  const [open, drafts, scheduled] = [tenders.open, tenders.drafts, tenders.scheduled].map(n);
  const subcategories = n(categories.subcategories);
  const [admins, newUsers] = [users.admins, users.newThisWeek].map(n);
  const newEnquiries = n(adEnquiries.thisWeek);
  const cards = [
    {
      to: "/admin/tenders",
      count: n(tenders.all),
      label: t`tenders in all`,
      detail: t`${open} open to bids, ${drafts} drafts, ${scheduled} scheduled`,
    },
    {
      to: "/admin/categories",
      count: n(categories.categories),
      label: t`categories`,
      detail: t`with ${subcategories} subcategories`,
    },
    {
      to: "/admin/users",
      count: n(users.accounts),
      label: t`user accounts`,
      detail: t`${admins} of them admins; ${newUsers} new in the last 7 days`,
    },
    {
      to: "/admin/ads",
      count: n(adEnquiries.all),
      label: t`advertising enquiries`,
      detail: t`sent through "Advertise with us"; ${newEnquiries} in the last 7 days`,
    },
  ];
  return (
    <section>
      <h1>
        <Trans>Welcome, {role}!</Trans>
      </h1>
      <p className="lead">
        <Trans>Manage tenders, categories, users, and advertisements.</Trans>
      </p>
      <ul className="dashboard-cards">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="dashboard-card">
              <span className="dashboard-count">{card.count}</span>
              <span className="dashboard-label">{card.label}</span>
              <span className="dashboard-detail">{card.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
