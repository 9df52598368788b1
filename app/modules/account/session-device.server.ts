import type { I18n } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import Bowser from "bowser";
import { LOCAL_PLACE } from "~/modules/auth/client-place.server";
import type { SESSION_KINDS } from "~/modules/auth/session.entity";

type SessionKind = (typeof SESSION_KINDS)[number];

/** "Chrome on Android", "Firefox on Windows"; "TenderLink API" for a bearer token. */
export function deviceLabel(userAgent: string | null, kind: SessionKind, i18n: I18n): string {
  if (kind === "api") return i18n._(msg`TenderLink API`);
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const browser = parsed?.browser.name || null;
  const os = parsed?.os.name || null;
  if (browser && os) return t(i18n)`${browser} on ${os}`;
  if (browser) return browser;
  if (os) return t(i18n)`A browser on ${os}`;
  return i18n._(msg`Unknown browser`);
}

/** The country's name in the reader's language, "This network" or "Unknown place". */
export function placeLabel(place: string | null, i18n: I18n): string {
  if (place === LOCAL_PLACE) return i18n._(msg`This network`);
  if (!place || !/^[A-Z]{2}$/.test(place)) return i18n._(msg`Unknown place`);
  try {
    return new Intl.DisplayNames([i18n.locale, "en"], { type: "region" }).of(place) ?? place;
  } catch {
    return place;
  }
}

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago": counted from `now`. */
export function timeAgo(iso: string, now: Date, i18n: I18n): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return i18n._(msg`Just now`);
  if (minutes < 60) {
    return t(i18n)`${plural(minutes, { one: "# minute ago", other: "# minutes ago" })}`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t(i18n)`${plural(hours, { one: "# hour ago", other: "# hours ago" })}`;
  const days = Math.floor(hours / 24);
  return t(i18n)`${plural(days, { one: "# day ago", other: "# days ago" })}`;
}
