import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Locale } from "~/i18n/locales";
import {
  clientAddressContext,
  dbContext,
  localeContext,
  userContext,
  type CurrentUser,
} from "~/server/request-context";

/**
 * The arguments React Router passes a loader or action, for calling route modules directly.
 * `clientAddress` plays the HTTP server's part (server/http-app.ts); without it the
 * address is "unknown", as under a server that supplies none.
 */
export function routeArgs(
  request: Request,
  em: EntityManager,
  user: CurrentUser | null = null,
  params: Record<string, string> = {},
  clientAddress?: string,
) {
  const context = new RouterContextProvider();
  context.set(dbContext, em);
  context.set(userContext, user);
  if (clientAddress !== undefined) context.set(clientAddressContext, clientAddress);
  return { request, context, params, pattern: "", url: new URL(request.url) } as never;
}

/** `args` (from routeArgs) as localeMiddleware leaves them for a page in `locale`. */
export function inLocale<Args>(args: Args, locale: Locale): Args {
  (args as { context: RouterContextProvider }).context.set(localeContext, locale);
  return args;
}

/** A router context as our HTTP server would give a request from `address`, for domain calls. */
export function addressContext(address: string) {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  return context;
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

/** How many identical submits a double-submit test sends at once (issue 12, point 3). */
export const CONCURRENT_SUBMITS = 10;

/** `CONCURRENT_SUBMITS` identical requests at the same moment, each with its own EntityManager. */
export function together<T>(send: () => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: CONCURRENT_SUBMITS }, send));
}

export function expectRedirect(outcome: unknown, location: string) {
  expect(outcome).toBeInstanceOf(Response);
  expect((outcome as Response).status).toBe(302);
  expect((outcome as Response).headers.get("Location")).toBe(location);
}
