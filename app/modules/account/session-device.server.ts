import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
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
