import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";
import { ALERT_CHANNELS, ALERT_FREQUENCIES } from "./alert-profile.entity";
import { MAX_ID } from "~/modules/max-id";

const MAX_KEYWORD_TERMS = 20;

/**
 * Keywords are typed as a comma-separated list; each item is one search as on the list page
 * ("road works" needs both words, quotes and minus work). A tender matches the include list when
 * ANY item matches, and is dropped when ANY exclude item matches.
 */
export function keywordTerms(value: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of value.split(/[,;\n]/)) {
    const term = raw.trim().replace(/\s+/g, " ");
    if (term && !seen.has(term.toLowerCase())) {
      seen.add(term.toLowerCase());
      terms.push(term);
    }
  }
  return terms;
}

/** A keyword list's messages, one sentence each so they are translated whole. */
interface KeywordMessages {
  tooLong: string;
  tooMany: string;
  termTooLong: string;
}

const keywords = (messages: KeywordMessages) =>
  z
    .string()
    .max(500, messages.tooLong)
    .default("")
    .transform((value) => keywordTerms(value))
    .refine((terms) => terms.length <= MAX_KEYWORD_TERMS, { message: messages.tooMany })
    .refine((terms) => terms.every((term) => term.length <= 100), {
      message: messages.termTooLong,
    })
    .transform((terms) => terms.join(", "));

/** Catalogue choices: unknown ids are dropped by the domain function, junk is an error. */
const ids = z
  .array(
    z
      .number({ error: sourceText(msg`Choose from the list`) })
      .int()
      .positive()
      .max(MAX_ID),
  )
  .max(200, sourceText(msg`Too many choices`))
  .default([])
  .transform((values) => [...new Set(values)]);

/** An alert profile's fields, each with its own rules (the first-alert step takes two). */
export const alertProfileFields = z.object({
  name: z
    .string({ error: sourceText(msg`Name is required`) })
    .trim()
    .min(1, sourceText(msg`Name is required`))
    .max(120, sourceText(msg`Name can have at most 120 characters`)),
  includeKeywords: keywords({
    tooLong: sourceText(msg`Include keywords can have at most 500 characters`),
    tooMany: sourceText(msg`Include keywords: at most 20 keywords`),
    termTooLong: sourceText(msg`Include keywords: each keyword can have at most 100 characters`),
  }),
  excludeKeywords: keywords({
    tooLong: sourceText(msg`Exclude keywords can have at most 500 characters`),
    tooMany: sourceText(msg`Exclude keywords: at most 20 keywords`),
    termTooLong: sourceText(msg`Exclude keywords: each keyword can have at most 100 characters`),
  }),
  categories: ids,
  subcategories: ids,
  regions: ids,
  sources: ids,
  languages: ids,
  organisation: z
    .string()
    .trim()
    .max(200, sourceText(msg`Organisation can have at most 200 characters`))
    .default(""),
  channels: z
    .array(z.enum(ALERT_CHANNELS, { error: sourceText(msg`Choose e-mail, Telegram or SMS`) }), {
      error: sourceText(msg`Choose at least one channel`),
    })
    .min(1, sourceText(msg`Choose at least one channel`))
    .transform((values) => [...new Set(values)]),
  frequency: z.enum(ALERT_FREQUENCIES, { error: sourceText(msg`Choose how often`) }),
  awardNotices: z.boolean().default(false),
});

const AWARD_NOTICES_NEED_CATEGORIES = sourceText(
  msg`Tick at least one category or subcategory to get its award notices.`,
);

/**
 * One alert profile, for the /alerts form (Conform turns "" into undefined, numeric strings
 * into numbers and a ticked box into true before this runs) and the bot. Award notices are
 * "in its categories": without one they would be every award on the site.
 */
export const alertProfileSchema = alertProfileFields.refine(
  (value) => !value.awardNotices || value.categories.length + value.subcategories.length > 0,
  { message: AWARD_NOTICES_NEED_CATEGORIES, path: ["awardNotices"] },
);

export type AlertProfileInput = z.output<typeof alertProfileSchema>;

const NOT_POSSIBLE = sourceText(msg`That action is not possible.`);

/** The small per-profile forms on /alerts (pause, resume, delete): which profile. */
export const profileIdSchema = z.object({
  id: z
    .number({ error: NOT_POSSIBLE })
    .int({ error: NOT_POSSIBLE })
    .positive({ error: NOT_POSSIBLE })
    .max(MAX_ID, { error: NOT_POSSIBLE }),
});
