import type { EntityManager } from "@mikro-orm/postgresql";
import { expect } from "vitest";
import { adminOnlyMiddleware } from "~/modules/auth/admin-middleware.server";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import type { Role } from "~/modules/auth/user.entity";
import type { CurrentUser } from "~/server/request-context";
import { routeArgs, settle } from "./route-args";

export interface Accounts {
  user: CurrentUser;
  admin: CurrentUser;
  superadmin: CurrentUser;
}

/** One account per role, with addresses unique to the calling test file. */
export async function createAccounts(em: EntityManager, prefix: string): Promise<Accounts> {
  const make = async (role: Role) =>
    toCurrentUser(
      await registerUser(
        em,
        {
          fullname: `${role} ${prefix}`,
          email: `${prefix}-${role}@example.et`,
          phone: "0911000000",
          password: "long-enough-pass",
        },
        role,
      ),
    );
  return {
    user: await make("user"),
    admin: await make("admin"),
    superadmin: await make("superadmin"),
  };
}

type RouteFunction = (args: never) => unknown;

/**
 * Calls a route's loader or action the way React Router does under /admin: through the admin
 * layout's middleware first. Returns what it returned or threw (a redirect Response for refusals).
 */
export function throughAdminGuard(
  run: RouteFunction,
  request: Request,
  em: EntityManager,
  user: CurrentUser | null,
  params: Record<string, string> = {},
): Promise<unknown> {
  const args = routeArgs(request, em, user, params);
  let result: unknown;
  const next = async () => {
    result = await run(args);
    return new Response(null);
  };
  return settle(async () => {
    await (adminOnlyMiddleware as unknown as (a: never, n: typeof next) => Promise<Response>)(
      args,
      next,
    );
    return result;
  });
}

/** Asserts the refusal every visitor and plain user gets: a redirect to log in and come back. */
export function expectLoginRedirect(outcome: unknown, path: string) {
  expect(outcome).toBeInstanceOf(Response);
  const response = outcome as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(
    `/login?${new URLSearchParams({ redirectTo: path })}`,
  );
}

/** The status of a `data()` result or thrown response, whichever the route produced. */
export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}

export function getRequest(path: string) {
  return new Request(`http://localhost${path}`);
}
