import type { User } from "~/modules/auth/user.entity";
import type { ListedUser } from "~/modules/users/users.server";
import type { ApiUser, ApiUserAccount } from "./api-schemas";

export function toApiUser(user: User): ApiUser {
  return {
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    phone: user.phone,
    company: user.company ?? null,
    role: user.role,
  };
}

export function toApiUserAccount(user: ListedUser): ApiUserAccount {
  return {
    id: user.id,
    fullname: user.name,
    email: user.email,
    phone: user.phone,
    company: user.company || null,
    role: user.role,
    createdAt: user.createdAt,
    deactivatedAt: user.deactivatedAt,
  };
}
