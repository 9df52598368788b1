import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/modules/auth/guards.server";
import { User } from "~/modules/auth/user.entity";
import { Category } from "~/modules/catalog/category.entity";
import { AdvertContact } from "~/modules/contact/advert-contact.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { roleLabel } from "~/modules/users/role-labels";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Admin dashboard`);

export async function loader(args: Route.LoaderArgs) {
  const user = requireAdmin(args);
  const em = args.context.get(dbContext);
  const [tenders, categories, users, ads] = await Promise.all([
    em.count(Tender),
    em.count(Category),
    em.count(User),
    em.count(AdvertContact),
  ]);
  return { role: user.role, counts: { tenders, categories, users, ads } };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const { t, i18n } = useLingui();
  const role = roleLabel(loaderData.role, i18n);
  const cards = [
    { to: "/admin/tenders", label: t`Tenders`, count: counts.tenders },
    { to: "/admin/categories", label: t`Categories`, count: counts.categories },
    { to: "/admin/users", label: t`Users`, count: counts.users },
    { to: "/admin/ads", label: t`Ads`, count: counts.ads },
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
              <span>{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
