import type { Route } from "./+types/auth-user-status";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { notFound } from "~/modules/api/api-error";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { toApiUserAccount } from "~/modules/api/api-users.server";
import { parseId } from "~/modules/ids";
import { deactivateUser, reactivateUser } from "~/modules/users/account-status.server";
import { findListedUser } from "~/modules/users/users.server";
import { dbContext } from "~/server/request-context";

const CHANGES = { deactivate: deactivateUser, reactivate: reactivateUser } as const;

/** Deactivating ends the account's sessions and tokens at once. */
export async function action({ params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const change = Object.hasOwn(CHANGES, params.change)
      ? CHANGES[params.change as keyof typeof CHANGES]
      : undefined;
    const userId = parseId(params.id);
    if (!change || userId === null) throw notFound("User");
    const em = context.get(dbContext);
    await change(em, actor, userId);
    return json(toApiUserAccount(await findListedUser(em, userId)));
  });
}
