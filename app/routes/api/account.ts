import type { Route } from "./+types/account";
import { apiAccountPatchSchema, accountDeletionSchema } from "~/modules/account/account.schema";
import { deleteAccount } from "~/modules/account/account-deletion.server";
import { accountProfile, updateProfile } from "~/modules/account/account-profile.server";
import { requestEmailChange } from "~/modules/account/email-change.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

/** GET /api/account: the caller's own details. */
export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    return json(await accountProfile(context.get(dbContext), user.id));
  });
}

/**
 * PATCH /api/account: name, company, phone; `email` (with `currentPassword`) mails a
 * confirmation link to the new address (the address changes when its page is confirmed).
 * DELETE /api/account: the account, with the password in the body.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const em = context.get(dbContext);
    if (request.method === "PATCH") {
      const { email, currentPassword, ...details } = await readJson(request, apiAccountPatchSchema);
      // The e-mail first: a wrong password or a taken address refuses the whole call before
      // anything changes. (The schema requires currentPassword with email.)
      if (email !== undefined) {
        await requestEmailChange(em, user.id, { email, currentPassword: currentPassword ?? "" });
      }
      return json(await updateProfile(em, user.id, details));
    }
    // DELETE: the API middleware lets no other method through (API_ROUTE_METHODS).
    const { password } = await readJson(request, accountDeletionSchema);
    await deleteAccount(em, user.id, password);
    return new Response(null, { status: 204 });
  });
}
