import type { EntityManager } from "@mikro-orm/postgresql";
import { verifyPassword } from "~/modules/auth/password.server";
import { User } from "~/modules/auth/user.entity";
import { AccountGoneError, WrongPasswordError } from "./account-errors.server";
import { countAccountAttempt } from "./account-limits.server";

export async function requirePassword(
  em: EntityManager,
  userId: number,
  password: string,
  field: string,
): Promise<User> {
  await countAccountAttempt(em, userId, "password");
  const user = await em.findOne(User, { id: userId }, { populate: ["passwordHash"] });
  if (!user) throw new AccountGoneError();
  if (!(await verifyPassword(user.passwordHash, password))) throw new WrongPasswordError(field);
  return user;
}
