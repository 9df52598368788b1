import {
  createCookie,
  createSessionStorage,
  type Cookie,
  type Session as RouterSession,
} from "react-router";
import type { EntityManager } from "@mikro-orm/postgresql";
import { config } from "~/server/config.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { Session } from "./session.entity";
import { getOrm } from "~/server/orm.server";
import { LRUCache } from "lru-cache";

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** Server-side lifetime of a session whose cookie ends with the browser session. */
const BROWSER_SESSION_SECONDS = 24 * 60 * 60;

export interface SessionData {
  userId: number;
  remember: boolean;
}
export type WebSession = RouterSession<SessionData>;

async function em(): Promise<EntityManager> {
  return (await getOrm()).em.fork();
}

function expiryFrom(expires: Date | undefined): Date {
  return expires ?? new Date(Date.now() + BROWSER_SESSION_SECONDS * 1000);
}

let storage: ReturnType<typeof createSessionStorage<SessionData>> | undefined;
let cookie: Cookie | undefined;

function sessionCookie(): Cookie {
  cookie ??= createCookie("__session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config().secureCookies,
    secrets: [config().sessionSecret],
  });
  return cookie;
}

/**
 * Cookie headers already checked, with the token they carry ("" for none). Checking the
 * signature is a pure function of the header (and the secrets of this process) that costs a
 * WebCrypto call; the session itself is still read from PostgreSQL on every request.
 */
const checkedCookies = new LRUCache<string, string>({ max: 10_000 });

/** The session token in a request's (signed) cookie, without reading the session itself. */
export async function sessionToken(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__session=")) return null;
  let token = checkedCookies.get(header);
  if (token === undefined) {
    const parsed: unknown = await sessionCookie().parse(header);
    token = typeof parsed === "string" ? parsed : "";
    checkedCookies.set(header, token);
  }
  return token || null;
}

/**
 * Sessions live in PostgreSQL; the cookie holds only a random id whose hash is the key, so
 * logout really ends a session and any app server can serve any request.
 */
export function sessionStorage() {
  storage ??= createSessionStorage<SessionData>({
    cookie: sessionCookie(),
    async createData(data, expires) {
      const token = newToken();
      const db = await em();
      db.create(Session, {
        tokenHash: hashToken(token),
        kind: "web",
        user: data.userId ?? null,
        data: data as Record<string, unknown>,
        expiresAt: expiryFrom(expires),
      });
      await db.flush();
      return token;
    },
    async readData(id) {
      const db = await em();
      const row = await db.findOne(Session, {
        tokenHash: hashToken(id),
        kind: "web",
        expiresAt: { $gt: new Date() },
      });
      return row ? (row.data as Partial<SessionData>) : null;
    },
    async updateData(id, data, expires) {
      const db = await em();
      await db.nativeUpdate(
        Session,
        { tokenHash: hashToken(id), kind: "web" },
        { data: data as Record<string, unknown>, expiresAt: expiryFrom(expires) },
      );
    },
    async deleteData(id) {
      const db = await em();
      await db.nativeDelete(Session, { tokenHash: hashToken(id), kind: "web" });
    },
  });
  return storage;
}

export function getSession(request: Request): Promise<WebSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** Remember me → a 30-day cookie; otherwise a cookie that ends with the browser session. */
export function commitSession(session: WebSession): Promise<string> {
  return sessionStorage().commitSession(session, {
    maxAge: session.get("remember") ? REMEMBER_ME_SECONDS : undefined,
  });
}

export function destroySession(session: WebSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/**
 * Signs `userId` in with a brand-new session id (the old session, if any, is deleted, so a
 * planted id never becomes authenticated) and returns the Set-Cookie header.
 */
export async function startUserSession(
  request: Request,
  userId: number,
  remember: boolean,
): Promise<string> {
  const previous = await getSession(request);
  if (previous.id) await destroySession(previous);
  const session = await sessionStorage().getSession();
  session.set("userId", userId);
  session.set("remember", remember);
  return commitSession(session);
}

/**
 * Ends every browser session and every API token of the user: after a password reset, and when
 * they ask to sign out everywhere (a stolen phone, a shared computer, a leaked token). A plain
 * logout ends only the session it is sent from.
 */
export async function signOutEverywhere(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(Session, { user: userId });
}
