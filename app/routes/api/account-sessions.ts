import type { Route } from "./+types/account-sessions";
import { listAccountSessions } from "~/modules/account/account-sessions.server";
import { bearerToken, requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, listResponse } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const sessions = await listAccountSessions(
      context.get(dbContext),
      user.id,
      bearerToken(request),
    );
    return listResponse(sessions, sessions.length);
  });
}
