import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { translateText } from "~/i18n/translate-text.server";
import { awardColumnLabel } from "./award-import-columns";
import type { AwardImportPreview, AwardRowProblem } from "./award-import.server";

interface AwardPreviewRowView {
  row: number;
  tenderId: number | null;
  lot: number | null;
  supplier: string;
  status: "valid" | "taken" | "error";
  problems: string[];
  takenBy: string | null;
}

export interface AwardPreviewView {
  rows: AwardPreviewRowView[];
  valid: number;
  invalid: number;
  taken: number;
}

/** "Row 7, amount: …" in the page's language; the value as typed when it helps. */
function describe(i18n: I18n, row: number, problem: AwardRowProblem): string {
  const label = problem.column ? awardColumnLabel(problem.column) : null;
  const message = translateText(i18n, problem.message);
  const value = problem.value;
  const text = value === undefined ? message : i18n._(msg`${message}: “${value}”`);
  if (!label) return i18n._(msg`Row ${row}: ${text}`);
  const column = i18n._(label);
  return i18n._(msg`Row ${row}, ${column}: ${text}`);
}

export function awardPreviewView(i18n: I18n, preview: AwardImportPreview): AwardPreviewView {
  return {
    valid: preview.valid,
    invalid: preview.invalid,
    taken: preview.taken,
    rows: preview.rows.map(({ errors, ...row }) => ({
      ...row,
      problems: errors.map((problem) => describe(i18n, row.row, problem)),
    })),
  };
}
