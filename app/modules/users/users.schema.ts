import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { hasControlCharacter } from "~/modules/control-characters";
import { z } from "~/modules/zod";
import { ROLES } from "~/modules/auth/user.entity";
import { USER_SEARCH_MAX, USER_SORTS, USER_STATUSES } from "./user-list-query";
import { MAX_ID } from "~/modules/max-id";

const ASSIGNABLE_ROLES = ["user", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const userId = z.coerce
  .number({ error: sourceText(msg`Choose a user.`) })
  .int()
  .positive()
  .max(MAX_ID);

export const userChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("role"),
    userId,
    role: z.enum(ASSIGNABLE_ROLES, { error: sourceText(msg`Choose user or admin.`) }),
  }),
  z.object({ intent: z.literal("deactivate"), userId }),
  z.object({ intent: z.literal("reactivate"), userId }),
]);

/** Read tolerantly: a stale or hand-edited link still shows a list. */
export const userListQuerySchema = z.object({
  // PostgreSQL takes no NUL: a search with a control character is dropped.
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
