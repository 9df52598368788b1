import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { hasControlCharacter } from "~/modules/control-characters";
import { z } from "~/modules/zod";
import { ROLES } from "~/modules/auth/user.entity";
import { USER_SEARCH_MAX, USER_SORTS, USER_STATUSES } from "./user-list-query";

/** The roles a superadmin may hand out on /admin/users; superadmin itself is not one of them. */
const ASSIGNABLE_ROLES = ["user", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const userId = z.coerce
  .number({ error: sourceText(msg`Choose a user.`) })
  .int()
  .positive()
  .max(2_147_483_647);

/** The /admin/users forms: one `intent` per button (make admin/user, deactivate, reactivate). */
export const userChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("role"),
    userId,
    role: z.enum(ASSIGNABLE_ROLES, { error: sourceText(msg`Choose user or admin.`) }),
  }),
  z.object({ intent: z.literal("deactivate"), userId }),
  z.object({ intent: z.literal("reactivate"), userId }),
]);

/**
 * The user list's URL query (page and API), read tolerantly like the tender list's: a stale or
 * hand-edited link still shows a list, with what it could not read left out.
 */
export const userListQuerySchema = z.object({
  // A control character cannot be searched for (PostgreSQL takes no NUL): such a search is dropped.
  q: z
    .string()
    .refine((value) => !hasControlCharacter(value))
    .catch("")
    .default("")
    .transform((value) => value.trim().slice(0, USER_SEARCH_MAX)),
  role: z.enum(ROLES).optional().catch(undefined),
  status: z.enum(USER_STATUSES).optional().catch(undefined),
  sort: z.enum(USER_SORTS).catch("oldest").default("oldest"),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export function parseUserListQuery(params: URLSearchParams): UserListQuery {
  return userListQuerySchema.parse(Object.fromEntries(params));
}
