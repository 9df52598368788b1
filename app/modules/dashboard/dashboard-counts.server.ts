import type { EntityManager } from "@mikro-orm/postgresql";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";

export interface DashboardCounts {
  tenders: { all: number; open: number; drafts: number; scheduled: number };
  categories: { categories: number; subcategories: number };
  users: { accounts: number; admins: number; newThisWeek: number };
  adEnquiries: { all: number; thisWeek: number };
}

/** What the admin dashboard counts, each figure with the rows it is made of, in one query. */
export async function dashboardCounts(
  em: EntityManager,
  now = new Date(),
): Promise<DashboardCounts> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const [row] = await em.execute<Record<string, string>[]>(
    `select
       (select count(*) from tenders) as tenders,
       (select count(*) from tenders
         where published_at <= ? and (closing_date is null or closing_date > ?)) as open,
       (select count(*) from tenders where published_at is null) as drafts,
       (select count(*) from tenders where published_at > ?) as scheduled,
       (select count(*) from categories) as categories,
       (select count(*) from subcategories) as subcategories,
       (select count(*) from users) as accounts,
       (select count(*) from users where role in (${ADMIN_ROLES.map(() => "?").join(", ")})) as admins,
       (select count(*) from users where created_at >= ?) as new_users,
       (select count(*) from advert_contacts) as ads,
       (select count(*) from advert_contacts where created_at >= ?) as new_ads`,
    [now, now, now, ...ADMIN_ROLES, weekAgo, weekAgo],
  );
  const count = (name: string) => Number(row?.[name] ?? 0);
  return {
    tenders: {
      all: count("tenders"),
      open: count("open"),
      drafts: count("drafts"),
      scheduled: count("scheduled"),
    },
    categories: { categories: count("categories"), subcategories: count("subcategories") },
    users: {
      accounts: count("accounts"),
      admins: count("admins"),
      newThisWeek: count("new_users"),
    },
    adEnquiries: { all: count("ads"), thisWeek: count("new_ads") },
  };
}
