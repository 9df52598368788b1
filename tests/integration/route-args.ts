import { RouterContextProvider } from "react-router";
import type { EntityManager } from "@mikro-orm/postgresql";
import { dbContext, userContext, type CurrentUser } from "~/server/request-context";

/** The arguments React Router passes a loader or action, for calling route modules directly. */
export function routeArgs(
  request: Request,
  em: EntityManager,
  user: CurrentUser | null = null,
  params: Record<string, string> = {},
) {
  const context = new RouterContextProvider();
  context.set(dbContext, em);
  context.set(userContext, user);
  return { request, context, params, unstable_pattern: "", url: new URL(request.url) } as never;
}

export function formRequest(
  path: string,
  fields: Record<string, string>,
  headers: HeadersInit = {},
) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** Runs a loader/action and returns the Response it threw or returned (redirects are thrown). */
export async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}
