import type { EntityManager } from "@mikro-orm/postgresql";
import type { RouterContextProvider } from "react-router";
import { Session } from "~/modules/auth/session.entity";
import { findSessionUser } from "~/modules/auth/session-user.server";
import type { SessionClient } from "~/modules/auth/session-touch.server";
import { type User, type Role } from "~/modules/auth/user.entity";
import { userContext, type CurrentUser } from "~/server/request-context";
import { hashToken, newToken } from "~/server/tokens.server";
import { forbidden, unauthorized } from "./api-error";

const API_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new bearer token for `user`; only its hash is stored, in the sessions table. */
export async function issueApiToken(em: EntityManager, user: User): Promise<string> {
  const token = newToken();
  em.create(Session, {
    tokenHash: hashToken(token),
    kind: "api",
    user,
    data: {},
    expiresAt: new Date(Date.now() + API_TOKEN_TTL_MS),
  });
  await em.flush();
  return token;
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+([\w-]{20,200})$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

export function findApiUser(
  em: EntityManager,
  token: string,
  client?: SessionClient,
): Promise<CurrentUser | null> {
  return findSessionUser(em, token, "api", client);
}

export async function revokeApiToken(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(Session, { tokenHash: hashToken(token), kind: "api" });
}

type ContextArgs = { context: Readonly<RouterContextProvider> };

/** The bearer user of this API request; 401 without one, 403 without one of `roles`. */
export function requireApiUser(args: ContextArgs, roles?: readonly Role[]): CurrentUser {
  const user = args.context.get(userContext);
  if (!user) throw unauthorized();
  if (roles && !roles.includes(user.role)) throw forbidden();
  return user;
}

export function optionalApiUser(args: ContextArgs): CurrentUser | null {
  return args.context.get(userContext);
}
