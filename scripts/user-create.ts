// npm run user:create -- --email a@b.et --password '...' --role superadmin [--name "..."] [--phone 09...]
import { parseArgs } from "node:util";
import { MikroORM } from "@mikro-orm/postgresql";
import { z } from "zod";
import { ormConfig } from "../mikro-orm.config";
import { registerSchema } from "~/modules/auth/auth.schema";
import { registerUser } from "~/modules/auth/accounts.server";
import { ROLES } from "~/modules/auth/user.entity";
import { checkEnvironment } from "../server/environment";
import { ethiopianMobilePhone } from "~/modules/phone/phone.schema";
import { connectDatabase, migrate } from "../server/database/prepare-database";

const settings = checkEnvironment();
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "user" },
    name: { type: "string", default: "Administrator" },
    phone: { type: "string" },
  },
});
// An account made here (an operator's) may have no phone: it is stored empty.
const input = registerSchema
  .extend({ role: z.enum(ROLES), phone: ethiopianMobilePhone.default("") })
  .safeParse({
    fullname: values.name,
    email: values.email,
    phone: values.phone,
    password: values.password,
    role: values.role,
  });
if (!input.success) {
  console.error(z.prettifyError(input.error));
  process.exit(1);
}
const database = await connectDatabase(settings);
await migrate(database.url);
const orm = await MikroORM.init(ormConfig(database.url));
try {
  const user = await registerUser(orm.em.fork(), input.data, input.data.role);
  console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await orm.close();
  await database.embedded?.stop();
}
