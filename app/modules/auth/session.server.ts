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
import { endOtherSessions } from "~/modules/account/account-sessions.server";

const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** Server-side lifetime of a session whose cookie ends with the browser session. */
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

/**
 * Longest session cookie value we read. The ones we issue are about 110 characters (a
 * 43-character token, as JSON in base64, a dot and the signature; a little more once
 * URL-encoded); anything much longer is not ours and is not even checked.
 */
export const MAX_SESSION_COOKIE_LENGTH = 512;

/**
 * Session cookie values whose signature was checked, with the token they carry. Checking is a
 * pure function of the value (and this process's secrets) that costs a WebCrypto call; the
 * session itself is still read from PostgreSQL on every request. Keyed by the cookie's value,
 * not the whole Cookie header (which a client fills with anything, up to the header limit),
 * bounded by bytes, and only cookies that verified are kept, so made-up ones cannot push real
 * ones out.
 */
const checkedCookies = new LRUCache<string, string>({
  maxSize: 4 * 1024 * 1024,
  // UTF-16 key and value, and about 200 bytes of the entry itself.
  sizeCalculation: (token, cookieValue) => (cookieValue.length + token.length) * 2 + 200,
});

/** The session token in a request's (signed) cookie, without reading the session itself. */
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

/** The raw value of the first session cookie in a Cookie header, as the cookie parser reads it. */
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

/**
 * Sessions live in PostgreSQL; the cookie holds only a random id whose hash is the key, so
 * logout really ends a session and any app server can serve any request.
 */
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

/** Remember me → a 30-day cookie; otherwise a cookie that ends with the browser session. */
function commitSession(session: WebSession): Promise<string> {
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
 * Ends every browser session and every API token of the user, and a pending e-mail change with
 * them: after a password reset, and when they ask to sign out everywhere (a stolen phone, a
 * shared computer, a leaked token). A plain logout ends only the session it is sent from.
 */
export async function signOutEverywhere(em: EntityManager, userId: number): Promise<void> {
  await endOtherSessions(em, userId, null);
}
