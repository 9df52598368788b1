import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { serverI18n } from "~/i18n/catalogues.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { RouterContextProvider } from "react-router";
import {
  addressKeyPart,
  clearRateLimits,
  clientAddress,
  emailKeyPart,
  hitRateLimit,
  isRateLimited,
  markRateLimitKey,
  secondsUntilAllowed,
} from "~/modules/rate-limit/rate-limit.server";

/**
 * Failed logins are counted three ways, each in its own fixed window:
 * - one address at one account: someone guessing one password (10 in 15 minutes);
 * - one address at any account: password spraying, a few passwords tried on many accounts. An
 *   office or a mobile carrier puts many people behind one address, each with the odd typo, so
 *   this allows 50 failures in 15 minutes: far above a busy office, far below a spraying run;
 * - one account from any address: guessing spread over many addresses (30 in an hour).
 *
 * The last one is the one an attacker could turn against the owner: failing on purpose from
 * elsewhere would keep an operator (the only superadmin, say) out for good. So it does not apply
 * from an address that signed into the account in the last 30 days, nor from one where the
 * account's password was just reset through its mailbox (which proves ownership). There the
 * owner still meets the first two limits only, which nobody at another address can use up.
 * Roles cannot lock operators out either: no page or API call demotes or deletes a superadmin,
 * only another superadmin may deactivate one, and never the last active one (modules/users).
 */
const LIMITS = {
  addressAccount: { limit: 10, windowSeconds: 15 * 60 },
  address: { limit: 50, windowSeconds: 15 * 60 },
  account: { limit: 30, windowSeconds: 60 * 60 },
} as const;
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/**
 * The refusal in the page's language (it is built with a number, so it cannot travel as
 * English); the API's is English.
 */
export function tooManyAttempts(minutes: number, i18n: I18n = serverI18n(DEFAULT_LOCALE)): string {
  return i18n._(
    msg`${plural(minutes, { one: "Too many failed attempts. Please wait # minute and try again.", other: "Too many failed attempts. Please wait # minutes and try again." })}`,
  );
}

function keysFor(address: string, email: string) {
  const account = emailKeyPart(email);
  const from = addressKeyPart(address);
  return {
    addressAccount: `login:${from}:${account}`,
    address: `login-address:${from}`,
    account: `login-account:${account}`,
    knownAddress: `login-known:${account}:${from}`,
  };
}

/** Marks an address as one the account's owner uses, so the per-account limit spares it. */
function rememberAddress(em: EntityManager, knownAddressKey: string) {
  return markRateLimitKey(em, knownAddressKey, KNOWN_ADDRESS_SECONDS);
}

export function loginThrottle(
  em: EntityManager,
  context: Readonly<RouterContextProvider>,
  email: string,
) {
  const keys = keysFor(clientAddress(context), email);
  return {
    /** Minutes until this address may try this account again; 0 when it may now. */
    async waitMinutes(): Promise<number> {
      const limits: { key: string; limit: number }[] = [
        { key: keys.addressAccount, limit: LIMITS.addressAccount.limit },
        { key: keys.address, limit: LIMITS.address.limit },
      ];
      if (!(await isRateLimited(em, keys.knownAddress, 1))) {
        limits.push({ key: keys.account, limit: LIMITS.account.limit });
      }
      const seconds = await secondsUntilAllowed(em, limits);
      return Math.ceil(seconds / 60);
    },
    async recordFailure(): Promise<void> {
      for (const name of ["addressAccount", "address", "account"] as const) {
        const { limit, windowSeconds } = LIMITS[name];
        await hitRateLimit(em, keys[name], limit, windowSeconds);
      }
    },
    async recordSuccess(): Promise<void> {
      await rememberAddress(em, keys.knownAddress);
    },
  };
}

/**
 * After a password reset from this request's address: that address may sign into the account despite the
 * per-account limit, and the failures counted for the account start again.
 */
export async function trustAddressAfterReset(
  em: EntityManager,
  context: Readonly<RouterContextProvider>,
  email: string,
) {
  const keys = keysFor(clientAddress(context), email);
  await rememberAddress(em, keys.knownAddress);
  await clearRateLimits(em, [keys.account, keys.addressAccount]);
}
