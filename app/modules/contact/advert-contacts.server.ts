import type { EntityManager } from "@mikro-orm/postgresql";
import { ADMIN_PAGE_SIZE, pageInfo } from "~/ui/paging";
import { AdvertContact } from "./advert-contact.entity";

export async function listAdvertContactsPage(
  em: EntityManager,
  requested: number,
  pageSize = ADMIN_PAGE_SIZE,
) {
  const info = pageInfo(requested, await em.count(AdvertContact), pageSize);
  const rows = await em.find(
    AdvertContact,
    {},
    {
      orderBy: { createdAt: "desc", id: "desc" },
      limit: pageSize,
      offset: (info.page - 1) * pageSize,
    },
  );
  return {
    ...info,
    ads: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      sentAt: row.createdAt.toISOString(),
    })),
  };
}
