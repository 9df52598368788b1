import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { destroySession, getSession, signOutEverywhere } from "~/modules/auth/session.server";
import { parseFormBody } from "~/server/form-data.server";
import { dbContext } from "~/server/request-context";

/**
 * Ends this browser's session; with scope=everywhere also every other session and API token of
 * the user (a lost phone, a shared computer). A body that is not a form is a plain logout.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseFormBody(request).catch(() => null);
  const user = getCurrentUser({ context });
  const everywhere = form?.get("scope") === "everywhere" && user !== null;
  if (everywhere) await signOutEverywhere(context.get(dbContext), user.id);
  const session = await getSession(request);
  return redirect(everywhere ? "/login?notice=signed-out-everywhere" : "/login", {
    headers: { "Set-Cookie": await destroySession(session) },
  });
}

export function loader() {
  return redirect("/");
}
