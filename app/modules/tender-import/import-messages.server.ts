import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { translateText } from "~/i18n/translate-text.server";
import type { DuplicateCandidate } from "~/modules/tenders/duplicate-tenders.server";
import { columnLabel } from "./import-columns";
import type { RowProblem } from "./import-row.server";
import type { ImportPreview, RowErrors } from "./tender-import.server";

/** "Row 7, amount: …" in the page's language, with the value as typed when it helps. */
export function describeProblem(
  i18n: I18n,
  row: number,
  problem: { label: MessageDescriptor | null; message: string; value?: string | undefined },
): string {
  const message = translateText(i18n, problem.message);
  const value = problem.value;
  const text = value === undefined ? message : i18n._(msg`${message}: “${value}”`);
  if (!problem.label) return i18n._(msg`Row ${row}: ${text}`);
  const column = i18n._(problem.label);
  return i18n._(msg`Row ${row}, ${column}: ${text}`);
}

const describeTenderProblem = (i18n: I18n, row: number, problem: RowProblem) =>
  describeProblem(i18n, row, {
    ...problem,
    label: problem.column ? columnLabel(problem.column) : null,
  });

interface PreviewRowView {
  row: number;
  title: string;
  valid: boolean;
  problems: string[];
  duplicates: Pick<DuplicateCandidate, "id" | "title" | "source">[];
}

export interface PreviewView {
  rows: PreviewRowView[];
  valid: number;
  invalid: number;
  warned: number;
}

export function previewView(i18n: I18n, preview: ImportPreview): PreviewView {
  return {
    valid: preview.valid,
    invalid: preview.invalid,
    warned: preview.warned,
    rows: preview.rows.map((row) => ({
      row: row.row,
      title: row.title,
      valid: row.status === "valid",
      problems: row.errors.map((problem) => describeTenderProblem(i18n, row.row, problem)),
      duplicates: row.duplicates.map(({ id, title, source }) => ({ id, title, source })),
    })),
  };
}

export function describeRowErrors(i18n: I18n, rows: RowErrors): string[] {
  return rows.flatMap((row) =>
    row.errors.map((problem) => describeTenderProblem(i18n, row.row, problem)),
  );
}
