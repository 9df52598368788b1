import type { Route } from "./+types/auth-logout";
import { bearerToken, requireApiUser, revokeApiToken } from "~/modules/api/api-auth.server";
import { handleApi, json, queryError } from "~/modules/api/api-http.server";
import { apiLogoutQuerySchema } from "~/modules/api/api-login.schema";
import { signOutEverywhere } from "~/modules/auth/session.server";
import { dbContext } from "~/server/request-context";

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const query = apiLogoutQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) throw queryError(query.error);
    const em = context.get(dbContext);
    if (query.data.everywhere === "true") {
      await signOutEverywhere(em, user.id);
      return json({ message: "Logged out everywhere" });
    }
    await revokeApiToken(em, bearerToken(request)!);
    return json({ message: "Logged out" });
  });
}
