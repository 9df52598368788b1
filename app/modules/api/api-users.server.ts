import type { User } from "~/modules/auth/user.entity";
import type { ApiUser } from "./api-schemas";

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
