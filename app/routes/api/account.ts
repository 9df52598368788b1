import type { Route } from "./+types/account";
import { apiAccountPatchSchema, accountDeletionSchema } from "~/modules/account/account.schema";
import { deleteAccount } from "~/modules/account/account-deletion.server";
import { accountProfile, updateProfile } from "~/modules/account/account-profile.server";
import { requestEmailChange } from "~/modules/account/email-change.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    return json(await accountProfile(context.get(dbContext), user.id));
  });
}

/** A new `email` changes only once its mailed confirmation link is followed. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const em = context.get(dbContext);
    if (request.method === "PATCH") {
      const { email, currentPassword, ...details } = await readJson(request, apiAccountPatchSchema);
      // The e-mail first: a wrong password or taken address refuses the call before any change.
      if (email !== undefined) {
        await requestEmailChange(em, user.id, { email, currentPassword: currentPassword ?? "" });
      }
      return json(await updateProfile(em, user.id, details));
    }
    // Only DELETE is left: the API middleware refuses other methods (API_ROUTE_METHODS).
    const { password } = await readJson(request, accountDeletionSchema);
    await deleteAccount(em, user.id, password);
    return new Response(null, { status: 204 });
  });
}
