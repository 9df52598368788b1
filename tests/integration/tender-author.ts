import type { EntityManager } from "@mikro-orm/postgresql";
import { registerUser } from "~/modules/auth/accounts.server";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import type { CurrentUser } from "~/server/request-context";

/**
 * An admin who can publish, and the language, source and region a tender needs, in a test's
 * own database: what tests of the tender commands start from.
 */
export async function tenderAuthor(
  em: EntityManager,
  account: { fullname: string; email: string },
  sourceName: string,
): Promise<{ admin: CurrentUser; ids: { language: number; source: number; region: number } }> {
  const user = await registerUser(
    em,
    { ...account, phone: "+251911000000", password: "long-pass" },
    "admin",
  );
  const admin: CurrentUser = {
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    role: user.role,
    locale: null,
  };
  const language = em.create(Language, { name: "English" });
  const source = em.create(Source, { name: sourceName });
  const region = em.create(Region, { name: "Oromia" });
  await em.flush();
  return { admin, ids: { language: language.id, source: source.id, region: region.id } };
}
