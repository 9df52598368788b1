import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { NotFoundError } from "./domain-errors";

/** The largest value of PostgreSQL's `integer`, which every id column is. */
const MAX_ID = 2_147_483_647;

/** An id from a URL or a query string: plain decimal digits naming a positive int32, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * A route parameter that must be an id (`:id`): anything else is the same NotFoundError as an
 * unknown id (`Tender not found`), a 404 for pages and API alike, never a 500.
 */
export function idParam(value: string | undefined, what: keyof typeof NOT_FOUND): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(NOT_FOUND[what]);
  return id;
}

/** Whole sentences, so each can be translated (translateText finds them by their English). */
const NOT_FOUND = {
  tender: sourceText(msg`Tender not found`),
  category: sourceText(msg`Category not found`),
  alert: sourceText(msg`Alert not found`),
  language: sourceText(msg`Language not found`),
  region: sourceText(msg`Region not found`),
  source: sourceText(msg`Source not found`),
  subcategory: sourceText(msg`Subcategory not found`),
};
