import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { createHash, randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { logger } from "~/server/logger.server";
import { FORM_TOKEN_FIELD } from "./form-token";
import { DomainError } from "~/modules/domain-errors";

// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header name
const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const KEPT_HOURS = 24;

const FORM_TOKEN_PATTERN = /^[\w-]{16,64}$/;
const API_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** 144 random bits, so nobody guesses another's. */
export function newFormToken(): string {
  return randomBytes(18).toString("base64url");
}

export class IdempotencyKeyError extends DomainError {
  constructor(
    message: string,
    readonly status: 400 | 409 | 422,
  ) {
    super(message);
  }
}

export interface OnceKey {
  caller: string;
  scope: string;
  key: string;
  fingerprint: string;
}

function fingerprintOf(values: unknown): string {
  return createHash("sha256").update(JSON.stringify(values)).digest("hex");
}

// No key: served without the protection rather than refused. A form token is combined with the
// values' fingerprint: back-button edits and a shared cached page are different requests.
export function onceKeyOf(
  request: Request,
  formData: FormData | null,
  caller: string,
  scope: string,
  values: unknown,
): OnceKey | null {
  const fingerprint = fingerprintOf(values);
  const header = request.headers.get(IDEMPOTENCY_HEADER);
  if (header !== null) {
    if (!API_KEY_PATTERN.test(header)) {
      throw new IdempotencyKeyError(
        // eslint-disable-next-line lingui/no-unlocalized-strings -- only the JSON API sends this header
        `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters.`,
        400,
      );
    }
    return { caller, scope, key: `api:${header}`, fingerprint };
  }
  const token = formData?.get(FORM_TOKEN_FIELD) ?? null;
  if (token === null || token === "") return null;
  if (typeof token !== "string" || !FORM_TOKEN_PATTERN.test(token)) {
    throw new IdempotencyKeyError(
      sourceText(msg`This form could not be read. Please reload the page.`),
      400,
    );
  }
  return { caller, scope, key: `form:${token}:${fingerprint}`, fingerprint };
}

// Visitors' form tokens are random, so they share `visitor`; an API key is client-chosen, so
// anonymous API callers are told apart by address.
export function callerOf(user: { id: number } | null, apiAddress?: string): string {
  if (user) return `user:${user.id}`;
  return apiAddress ? `address:${apiAddress}`.slice(0, 100) : "visitor";
}

export function replayHeaders(replayed: boolean): HeadersInit {
  return replayed ? { "Idempotent-Replayed": "true" } : {};
}

type Outcome = Record<string, unknown>;

// A concurrent request with the same key waits on the primary-key check until the first commits or
// rolls back. `write` must use the given transaction: waiting requests each hold a connection.
export async function runOnce<T extends Outcome>(
  em: EntityManager,
  key: OnceKey | null,
  write: (tx: EntityManager) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  if (!key) return { value: await write(em), replayed: false };
  const where = [key.caller, key.scope, key.key];
  const result = await em.transactional(async (tx) => {
    const claimed = await tx.execute(
      `insert into idempotency_keys (caller, scope, key, fingerprint, created_at)
       values (?, ?, ?, ?, now()) on conflict do nothing returning key`,
      [...where, key.fingerprint],
    );
    if (claimed.length === 0) {
      const [earlier] = await tx.execute<{ fingerprint: string; outcome: T | null }[]>(
        "select fingerprint, outcome from idempotency_keys where caller = ? and scope = ? and key = ?",
        where,
      );
      if (!earlier?.outcome) {
        throw new IdempotencyKeyError(
          sourceText(msg`This request is already being handled. Try again.`),
          409,
        );
      }
      if (earlier.fingerprint !== key.fingerprint) {
        throw new IdempotencyKeyError(
          // eslint-disable-next-line lingui/no-unlocalized-strings -- only the JSON API sends this header
          `This ${IDEMPOTENCY_HEADER} was already used for a different request.`,
          422,
        );
      }
      return { value: earlier.outcome, replayed: true };
    }
    const value = await write(tx);
    await tx.execute(
      "update idempotency_keys set outcome = ?::jsonb where caller = ? and scope = ? and key = ?",
      [JSON.stringify(value), ...where],
    );
    return { value, replayed: false };
  });
  if (!result.replayed) await forgetExpired(em, key.caller);
  return result;
}

async function forgetExpired(em: EntityManager, caller: string): Promise<void> {
  try {
    await em.execute(
      `delete from idempotency_keys
       where caller = ? and created_at < now() - make_interval(hours => ?)`,
      [caller, KEPT_HOURS],
    );
  } catch (error) {
    logger.error({ err: error }, "could not remove expired idempotency keys");
  }
}
