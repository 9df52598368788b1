import type { EntityManager } from "@mikro-orm/postgresql";
import { createContext } from "react-router";
import type { Role } from "~/modules/auth/user.entity";

/** The signed-in user as loaders see it: plain data, never a live entity. */
export interface CurrentUser {
  id: number;
  fullname: string;
  email: string;
  role: Role;
}

/** The request-scoped EntityManager (one fork per request). */
export const dbContext = createContext<EntityManager>();

/** The signed-in user of this request, or null for a visitor. */
export const userContext = createContext<CurrentUser | null>(null);

/** This request's Content-Security-Policy nonce (set by the security middleware). */
export const cspNonceContext = createContext<string>("");
