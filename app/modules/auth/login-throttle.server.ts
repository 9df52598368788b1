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
 * Three fixed windows: one address at one account, one address at any account (high: offices and
 * carriers share addresses), one account from anywhere. The last could lock the owner out, so it
 * spares addresses that recently signed in or reset the password.
 */
const LIMITS = {
  addressAccount: { limit: 10, windowSeconds: 15 * 60 },
  address: { limit: 50, windowSeconds: 15 * 60 },
  account: { limit: 30, windowSeconds: 60 * 60 },
} as const;
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** Built with a number, so it cannot travel as English. */
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

export async function trustAddressAfterReset(
  em: EntityManager,
  context: Readonly<RouterContextProvider>,
  email: string,
) {
  const keys = keysFor(clientAddress(context), email);
  await rememberAddress(em, keys.knownAddress);
  await clearRateLimits(em, [keys.account, keys.addressAccount]);
}
