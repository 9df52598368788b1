import type { EntityManager } from "@mikro-orm/postgresql";
import { createContext } from "react-router";
import type { Locale } from "~/i18n/locales";
import type { Role } from "~/modules/auth/user.entity";

/** The signed-in user as loaders see it: plain data, never a live entity. */
export interface CurrentUser {
  id: number;
  fullname: string;
  email: string;
  role: Role;
  /** Their chosen interface language; null: their browser's. */
  locale: Locale | null;
}

/** The request-scoped EntityManager (one fork per request). */
export const dbContext = createContext<EntityManager>();

/** The signed-in user of this request, or null for a visitor. */
export const userContext = createContext<CurrentUser | null>(null);

/**
 * The language this request's page is rendered in (set by localeMiddleware); null before the
 * middleware ran, e.g. on a refusal by an earlier one.
 */
export const localeContext = createContext<Locale | null>(null);

/** This request's Content-Security-Policy nonce (set by the security middleware). */
export const cspNonceContext = createContext<string>("");

/**
 * The client's address as the HTTP server saw it (the socket, or X-Forwarded-For only when
 * TRUST_PROXY says so), set by server/http-app.ts through the server build's entry module. Where
 * no server sets it (a test calling an action directly) it is "unknown": nothing the client sends
 * is ever read for it.
 */
export const clientAddressContext = createContext<string>("unknown");
