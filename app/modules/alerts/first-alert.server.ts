import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recipientI18n } from "~/modules/auth/recipient-i18n.server";
import { Category } from "~/modules/catalog/category.entity";
import { localNameText } from "~/modules/catalog/local-name";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { runOnce, type OnceKey } from "~/modules/idempotency/idempotency.server";
import { logger } from "~/server/logger.server";
import { channelStatuses, requestEmailVerification } from "./alert-channels.server";
import { createProfile } from "./alert-profiles.server";
import type { FirstAlertInput } from "./first-alert.schema";

/** "road, bridge" or "Construction & Civil Works, ICT & Telecom": what the user will recognise. */
function firstAlertName(keywords: string, categoryNames: string[], i18n: I18n): string {
  const name = keywords || categoryNames.join(", ") || i18n._(msg`My tenders`);
  return name.length > 120 ? `${name.slice(0, 119)}…` : name;
}

/**
 * A new user's first alert: a daily e-mail digest of the chosen keywords and categories. Alerts
 * go only to a verified address, so the verification link is sent at once, unless the address
 * is verified already or a link sent earlier still works (a second mail would void that one).
 * A repeat of the same form (double click, retry) creates nothing and sends nothing more.
 */
export async function createFirstAlert(
  em: EntityManager,
  user: { id: number; email: string; fullname: string; locale?: string | null },
  input: FirstAlertInput,
  once: OnceKey | null = null,
): Promise<{ id: number; verification: "sent" | "not-needed" | "failed" }> {
  const categories = input.categories.length
    ? await em.find(Category, { id: { $in: input.categories } }, { orderBy: { name: "asc" } })
    : [];
  // In the recipient's language, as the alert's messages will name it.
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const names = categories.map((category) => localNameText(category, locale));
  const { value, replayed } = await runOnce(em, once, (tx) =>
    createProfile(tx, user.id, {
      name: firstAlertName(input.includeKeywords, names, recipientI18n(user.locale)),
      includeKeywords: input.includeKeywords,
      excludeKeywords: "",
      categories: categories.map((category) => category.id),
      subcategories: [],
      regions: [],
      sources: [],
      languages: [],
      organisation: "",
      channels: ["email"],
      frequency: "daily",
      awardNotices: false,
    }),
  );
  if (replayed) return { id: value.id, verification: "not-needed" };
  const email = (await channelStatuses(em, user.id)).find((channel) => channel.kind === "email");
  if (email?.active || (email?.pending && email.address === user.email)) {
    return { id: value.id, verification: "not-needed" };
  }
  try {
    await requestEmailVerification(em, user);
  } catch (error) {
    // The alert is saved either way; /alerts says the address is unverified and offers a retry.
    logger.error({ err: error }, "first alert: verification mail not sent");
    return { id: value.id, verification: "failed" };
  }
  return { id: value.id, verification: "sent" };
}
