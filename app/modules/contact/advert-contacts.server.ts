import type { EntityManager } from "@mikro-orm/postgresql";
import { ADMIN_PAGE_SIZE, pageInfo } from "~/ui/paging";
import { AdvertContact } from "./advert-contact.entity";

/** One page of advertisers' requests, newest first, with the full message. */
export async function listAdvertContactsPage(em: EntityManager, requested: number) {
  const info = pageInfo(requested, await em.count(AdvertContact));
  const rows = await em.find(
    AdvertContact,
    {},
    {
      orderBy: { createdAt: "desc", id: "desc" },
      limit: ADMIN_PAGE_SIZE,
      offset: (info.page - 1) * ADMIN_PAGE_SIZE,
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
