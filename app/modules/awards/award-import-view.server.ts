import type { I18n } from "@lingui/core";
import { describeProblem } from "~/modules/tender-import/import-messages.server";
import { awardColumnLabel } from "./award-import-columns";
import type { AwardImportPreview } from "./award-import.server";

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

export function awardPreviewView(i18n: I18n, preview: AwardImportPreview): AwardPreviewView {
  return {
    valid: preview.valid,
    invalid: preview.invalid,
    taken: preview.taken,
    rows: preview.rows.map(({ errors, ...row }) => ({
      ...row,
      problems: errors.map((problem) =>
        describeProblem(i18n, row.row, {
          ...problem,
          label: problem.column ? awardColumnLabel(problem.column) : null,
        }),
      ),
    })),
  };
}
