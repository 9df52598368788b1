import { MikroORM } from "@mikro-orm/postgresql";
import type { AppConfig } from "~/server/config.server";
import { ormConfig } from "../../mikro-orm.config";
import { registerUser } from "~/modules/auth/accounts.server";
import { User } from "~/modules/auth/user.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { withStartupLock } from "./prepare-database";
import { seedDemoData, seedPages } from "./seed-demo";

/** One starting process at a time: servers starting together would each find the pages missing. */
export async function bootstrapData(
  url: string,
  settings: Pick<AppConfig, "seedDemoData" | "admin">,
): Promise<void> {
  await withStartupLock(url, () => addMissingData(url, settings));
}

async function addMissingData(
  url: string,
  settings: Pick<AppConfig, "seedDemoData" | "admin">,
): Promise<void> {
  const orm = await MikroORM.init(ormConfig(url));
  try {
    const em = orm.em.fork();
    await seedPages(em);
    const empty = (await em.count(Tender)) === 0 && (await em.count(User)) === 0;
    if (empty && settings.seedDemoData) {
      // One transaction: a failed seed leaves an empty database that the next start seeds again.
      await em.transactional((tx) => seedDemoData(tx));
      console.log("Loaded demo data (accounts: user@, admin@, superadmin@demo.test).");
    }
    const { admin } = settings;
    if (admin && !(await em.count(User, { email: admin.email.toLowerCase() }))) {
      await registerUser(
        em,
        {
          fullname: "Administrator",
          email: admin.email,
          phone: "",
          password: admin.password,
        },
        "superadmin",
      );
      console.log(`Created superadmin ${admin.email}.`);
    }
  } finally {
    await orm.close();
  }
}
