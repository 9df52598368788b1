import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { z } from "~/modules/zod";
import { alertProfileFields } from "./alert-profile.schema";

export const FIRST_ALERT_EMPTY = sourceText(
  msg`Type a few keywords or tick a category, or skip this step for now.`,
);

/**
 * The one-screen "what do you want to hear about" step after registering: keywords and
 * categories only (the same rules as the full alert form); the rest takes sensible defaults.
 */
export const firstAlertSchema = alertProfileFields
  .pick({ includeKeywords: true, categories: true })
  .refine((value) => value.includeKeywords !== "" || value.categories.length > 0, {
    message: FIRST_ALERT_EMPTY,
  });

export type FirstAlertInput = z.output<typeof firstAlertSchema>;
