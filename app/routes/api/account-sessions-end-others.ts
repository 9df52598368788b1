import type { Route } from "./+types/account-sessions-end-others";
import { endOtherSessions } from "~/modules/account/account-sessions.server";
import { bearerToken, requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const ended = await endOtherSessions(context.get(dbContext), user.id, bearerToken(request));
    return json({ message: "Signed out everywhere else", ended });
  });
}
