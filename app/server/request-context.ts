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

export const dbContext = createContext<EntityManager>();

export const userContext = createContext<CurrentUser | null>(null);

/** Null before localeMiddleware ran (e.g. an earlier middleware refused the request). */
export const localeContext = createContext<Locale | null>(null);

export const cspNonceContext = createContext<string>("");

/** Set by server/http-app.ts; "unknown" where no server sets it, never read from the client. */
export const clientAddressContext = createContext<string>("unknown");
