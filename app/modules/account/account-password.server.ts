import type { EntityManager } from "@mikro-orm/postgresql";
import { verifyPassword } from "~/modules/auth/password.server";
import { User } from "~/modules/auth/user.entity";
import { AccountGoneError, WrongPasswordError } from "./account-errors.server";
import { countAccountAttempt } from "./account-limits.server";

/**
 * The user, once `password` is proven to be theirs; otherwise WrongPasswordError on `field`
 * (the form's name for it). Every check counts towards the account's hourly limit.
 */
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
