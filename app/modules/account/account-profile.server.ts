import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "~/modules/auth/user.entity";
import { AccountGoneError } from "./account-errors.server";
import type { ProfileInput } from "./account.schema";
import { EmailChangeToken } from "./email-change-token.entity";

export async function accountProfile(em: EntityManager, userId: number) {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new AccountGoneError();
  const pending = await em.findOne(
    EmailChangeToken,
    { user: userId, usedAt: null, expiresAt: { $gt: new Date() } },
    { orderBy: { id: "desc" } },
  );
  return {
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    phone: user.phone,
    company: user.company ?? null,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    pendingEmail: pending?.newEmail ?? null,
  };
}
export type AccountProfile = Awaited<ReturnType<typeof accountProfile>>;

export async function updateProfile(
  em: EntityManager,
  userId: number,
  input: Partial<ProfileInput>,
): Promise<AccountProfile> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new AccountGoneError();
  if (input.fullname !== undefined) user.fullname = input.fullname;
  if (input.company !== undefined) user.company = input.company || null;
  if (input.phone !== undefined) user.phone = input.phone;
  await em.flush();
  return accountProfile(em, userId);
}
