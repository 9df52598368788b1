import {
  createCookie,
  createSessionStorage,
  type Cookie,
  type Session as RouterSession,
} from "react-router";
import type { EntityManager } from "@mikro-orm/postgresql";
import { config } from "~/server/config.server";
import { processCache } from "~/server/process-cache.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { Session } from "./session.entity";
import { getOrm } from "~/server/orm.server";
import { endOtherSessions } from "~/modules/account/account-sessions.server";

const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
const BROWSER_SESSION_SECONDS = 24 * 60 * 60;

interface SessionData {
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

const SESSION_COOKIE = "__session";

let storage: ReturnType<typeof createSessionStorage<SessionData>> | undefined;
let cookie: Cookie | undefined;

function sessionCookie(): Cookie {
  cookie ??= createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config().secureCookies,
    secrets: [config().sessionSecret],
  });
  return cookie;
}

/** Ours are about 110 characters; anything much longer is not checked. */
export const MAX_SESSION_COOKIE_LENGTH = 512;

// Keyed by cookie value; only verified cookies are kept, so made-up ones cannot push real ones
// out.
const checkedCookies = processCache<string>(
  "session-cookies",
  (token, cookieValue) => (cookieValue.length + token.length) * 2 + 200,
);

export async function sessionToken(request: Request): Promise<string | null> {
  const value = sessionCookieValue(request.headers.get("Cookie"));
  if (!value || value.length > MAX_SESSION_COOKIE_LENGTH) return null;
  const checked = checkedCookies.get(value);
  if (checked !== undefined) return checked;
  const parsed: unknown = await sessionCookie().parse(`${SESSION_COOKIE}=${value}`);
  if (typeof parsed !== "string" || !parsed) return null;
  checkedCookies.set(value, parsed);
  return parsed;
}

function sessionCookieValue(header: string | null): string | undefined {
  if (!header?.includes(`${SESSION_COOKIE}=`)) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals !== -1 && pair.slice(0, equals).trim() === SESSION_COOKIE) {
      return pair.slice(equals + 1).trim();
    }
  }
  return undefined;
}

// The cookie holds only a random id whose hash is the key, so logout really ends a session and any
// server can serve any request.
function sessionStorage() {
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

function commitSession(session: WebSession): Promise<string> {
  return sessionStorage().commitSession(session, {
    maxAge: session.get("remember") ? REMEMBER_ME_SECONDS : undefined,
  });
}

export function destroySession(session: WebSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** A brand-new session id, so a planted id never becomes authenticated. */
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

export async function signOutEverywhere(em: EntityManager, userId: number): Promise<void> {
  await endOtherSessions(em, userId, null);
}
