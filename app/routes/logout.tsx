import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logoutSchema } from "~/modules/auth/auth.schema";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { destroySession, getSession, signOutEverywhere } from "~/modules/auth/session.server";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";

/**
 * Ends this browser's session; with scope=everywhere also every other session and API token of
 * the user (a lost phone, a shared computer).
 */
export function action(args: Route.ActionArgs) {
  const { request, context } = args;
  return formAction(
    args,
    logoutSchema,
    async ({ value }) => {
      const user = getCurrentUser({ context });
      const everywhere = value.scope === "everywhere" && user !== null;
      if (everywhere) await signOutEverywhere(context.get(dbContext), user.id);
      const session = await getSession(request);
      return redirect(everywhere ? "/login?notice=signed-out-everywhere" : "/login", {
        headers: { "Set-Cookie": await destroySession(session) },
      });
    },
    { noForm: true },
  );
}

export function loader() {
  return redirect("/");
}
