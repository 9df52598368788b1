import { createHash, timingSafeEqual } from "node:crypto";

export function metricsAccess(
  authorization: string | null,
  token: string | undefined,
): 200 | 401 | 404 {
  if (!token) return 404;
  const given = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1];
  if (!given) return 401;
  // Compared as digests: equal lengths, and the time taken says nothing of the token.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) ? 200 : 401;
}
