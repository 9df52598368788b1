import type { Route } from "./+types/account-password";
import { passwordChangeSchema } from "~/modules/account/account.schema";
import { changePassword } from "~/modules/account/password-change.server";
import { bearerToken, requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

/** Ends the caller's other tokens and sessions; a calendar URL they had is replaced (shown once). */
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
