import type { Route } from "./+types/auth-login";
import { type z } from "zod";
import { ApiError } from "~/modules/api/api-error";
import { issueApiToken } from "~/modules/api/api-auth.server";
import { errorResponse, handleApi, json, readJson } from "~/modules/api/api-http.server";
import { toApiUser } from "~/modules/api/api-users.server";
import { apiLoginSchema } from "~/modules/api/api-login.schema";
import { requireActiveAccount, verifyLogin } from "~/modules/auth/accounts.server";
import { loginThrottle, tooManyAttempts } from "~/modules/auth/login-throttle.server";
import { dbContext } from "~/server/request-context";

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const input: z.output<typeof apiLoginSchema> = await readJson(request, apiLoginSchema);
    const em = context.get(dbContext);
    const throttle = loginThrottle(em, context, input.email);
    const waitMinutes = await throttle.waitMinutes();
    if (waitMinutes > 0) {
      const refused = errorResponse(new ApiError(429, tooManyAttempts(waitMinutes)));
      refused.headers.set("Retry-After", String(waitMinutes * 60));
      return refused;
    }
    const user = await verifyLogin(em, input.email, input.password);
    if (!user) {
      await throttle.recordFailure();
      throw new ApiError(401, "Invalid email or password");
    }
    requireActiveAccount(user);
    await throttle.recordSuccess();
    return json({ token: await issueApiToken(em, user), user: toApiUser(user) });
  });
}
