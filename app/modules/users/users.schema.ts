import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";

/** The roles a superadmin may hand out on /admin/users; superadmin itself is not one of them. */
const ASSIGNABLE_ROLES = ["user", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const roleChangeSchema = z.object({
  userId: z.coerce
    .number({ error: sourceText(msg`Choose a user.`) })
    .int()
    .positive(),
  role: z.enum(ASSIGNABLE_ROLES, { error: sourceText(msg`Choose user or admin.`) }),
});
