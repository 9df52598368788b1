import type { Route } from "./+types/account-password";
import { passwordChangeSchema } from "~/modules/account/account.schema";
import { changePassword } from "~/modules/account/password-change.server";
import { bearerToken, requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

/**
 * POST /api/account/password: with the current password, a new one; every other token and
 * browser session of the caller ends, this token stays. A calendar URL the caller had is
 * replaced; the answer's `calendarUrl` is the new one (the only time it is shown), else null.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const input = await readJson(request, passwordChangeSchema);
    const { calendarUrl } = await changePassword(
      context.get(dbContext),
      user.id,
      input,
      bearerToken(request),
    );
    return json({
      message: "Password changed; your other sessions and tokens were signed out",
      calendarUrl,
    });
  });
}
