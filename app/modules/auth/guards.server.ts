import { redirect, type RouterContextProvider } from "react-router";
import { userContext, type CurrentUser } from "~/server/request-context";
import type { Role } from "./user.entity";
import { loginUrlFor } from "./redirect-to";

interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function getCurrentUser({ context }: Pick<GuardArgs, "context">): CurrentUser | null {
  return context.get(userContext);
}

export function requireUser(args: GuardArgs): CurrentUser {
  const user = getCurrentUser(args);
  if (!user) throw redirect(loginUrlFor(args.request));
  return user;
}

function requireRole(args: GuardArgs, roles: readonly Role[]): CurrentUser {
  const user = getCurrentUser(args);
  if (!user || !roles.includes(user.role)) throw redirect(loginUrlFor(args.request));
  return user;
}

export const ADMIN_ROLES = ["admin", "superadmin"] as const satisfies readonly Role[];

export function requireAdmin(args: GuardArgs): CurrentUser {
  return requireRole(args, ADMIN_ROLES);
}
