import type { Route } from "./+types/auth-register";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { toApiUser } from "~/modules/api/api-users.server";
import { apiRegisterSchema } from "~/modules/auth/auth.schema";
import { registerUser } from "~/modules/auth/accounts.server";
import { dbContext } from "~/server/request-context";

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const input = await readJson(request, apiRegisterSchema);
    // A taken email is an EmailTakenError: 409 with the message on `email`, as the form shows it.
    const user = await registerUser(context.get(dbContext), input);
    return json({ message: "Registration successful", user: toApiUser(user) }, { status: 201 });
  });
}
