import type { Route } from "./+types/auth-logout";
import { bearerToken, requireApiUser, revokeApiToken } from "~/modules/api/api-auth.server";
import { handleApi, json, methodNotAllowed } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

/** Revokes the bearer token of this request. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    requireApiUser({ context });
    await revokeApiToken(context.get(dbContext), bearerToken(request)!);
    return json({ message: "Logged out" });
  });
}

export const loader = () => methodNotAllowed("POST");
