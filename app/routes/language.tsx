import { data, redirect } from "react-router";
import type { Route } from "./+types/language";
import { localeCookie } from "~/i18n/locale.server";
import { isLocale } from "~/i18n/locales";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { safeRedirectTo } from "~/modules/auth/redirect-to";
import { setUserLocale } from "~/modules/users/users.server";
import { dbContext } from "~/server/request-context";

/**
 * The header's language switch: a plain link, so it works without JavaScript. Keeps the choice
 * in a cookie for this browser and, for a signed-in user, as their preference (other devices,
 * their alerts); then back to the page they were on. Writing on a GET is safe here: it only
 * ever sets the language its own URL names.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const locale = params.get("lng");
  if (!isLocale(locale)) throw data("Unknown language", { status: 400 });
  const user = getCurrentUser({ context });
  if (user) await setUserLocale(context.get(dbContext), user.id, locale);
  return redirect(safeRedirectTo(params.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": await localeCookie().serialize(locale) },
  });
}
