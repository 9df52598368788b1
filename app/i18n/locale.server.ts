import { createCookie, type Cookie, type MiddlewareFunction } from "react-router";
import { localeContext, userContext } from "~/server/request-context";
import { config } from "~/server/config.server";
import { chooseLocale } from "./choose-locale";

const ONE_YEAR = 365 * 24 * 60 * 60;

let cookie: Cookie | undefined;

/** Read on every request, written only by /language. */
export function localeCookie(): Cookie {
  cookie ??= createCookie("lng", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    maxAge: ONE_YEAR,
    secure: config().secureCookies,
  });
  return cookie;
}

export async function localeOfRequest(request: Request, preference: string | null) {
  return chooseLocale({
    query: new URL(request.url).searchParams.get("lng"),
    cookie: await localeCookie().parse(request.headers.get("Cookie")),
    preference,
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

/** Runs after the user is known (their saved preference counts). */
export const localeMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const user = context.get(userContext);
  context.set(localeContext, await localeOfRequest(request, user?.locale ?? null));
  return next();
};
