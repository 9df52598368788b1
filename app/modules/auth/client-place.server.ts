import { isIP } from "node:net";

/** What a session's `place` holds besides an ISO country code. */
export const LOCAL_PLACE = "local";

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];
const PRIVATE_V6 = [/^::1$/, /^::$/, /^f[cd][0-9a-f]{2}:/i, /^fe[89ab][0-9a-f]:/i];

function isPrivate(address: string, version: number): boolean {
  return (version === 4 ? PRIVATE_V4 : PRIVATE_V6).some((range) => range.test(address));
}

// The database (GeoLite2 country data, ~7 MB in memory) is read on the first lookup, not at start:
// workers and most requests never need it.
let lookup: Promise<(address: string) => string | null> | undefined;
function countryLookup() {
  lookup ??= import("geoip-country").then(
    ({ default: geoip }) =>
      (address: string) =>
        geoip.lookup(address)?.country ?? null,
  );
  return lookup;
}

/**
 * The country of a client address, offline: "local" for loopback and private networks, null when
 * unknown. The address itself is not kept.
 */
export async function placeOf(address: string): Promise<string | null> {
  const version = isIP(address);
  if (version === 0) return null;
  if (isPrivate(address, version)) return LOCAL_PLACE;
  return (await countryLookup())(address);
}
