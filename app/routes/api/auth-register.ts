import type { Route } from "./+types/auth-register";
import { ApiError } from "~/modules/api/api-error";
import { handleApi, json, readJson, methodNotAllowed } from "~/modules/api/api-http.server";
import { toApiUser } from "~/modules/api/api-users.server";
import { registerSchema } from "~/modules/auth/auth.schema";
import { EmailTakenError, registerUser } from "~/modules/auth/accounts.server";
import { dbContext } from "~/server/request-context";

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const input = await readJson(request, registerSchema);
    try {
      const user = await registerUser(context.get(dbContext), input);
      return json({ message: "Registration successful", user: toApiUser(user) }, { status: 201 });
    } catch (error) {
      if (error instanceof EmailTakenError) {
        throw new ApiError(409, error.message, { email: [error.message] });
      }
      throw error;
    }
  });
}

export const loader = () => methodNotAllowed("POST");
