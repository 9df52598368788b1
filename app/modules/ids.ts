import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { NotFoundError } from "./domain-errors";
import { MAX_ID } from "./max-id";

export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Anything but an id is the same 404 as an unknown id, never a 500. */
export function idParam(value: string | undefined, what: keyof typeof NOT_FOUND): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(NOT_FOUND[what]);
  return id;
}

/** Whole sentences, so each can be translated. */
const NOT_FOUND = {
  tender: sourceText(msg`Tender not found`),
  category: sourceText(msg`Category not found`),
  alert: sourceText(msg`Alert not found`),
  language: sourceText(msg`Language not found`),
  region: sourceText(msg`Region not found`),
  source: sourceText(msg`Source not found`),
  subcategory: sourceText(msg`Subcategory not found`),
};
