import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { recordAudit } from "~/modules/audit/audit.server";
import { DomainError } from "~/modules/domain-errors";
import { parseId } from "~/modules/ids";
import { isBlankRow, readImportHeader } from "~/modules/tender-import/import-header.server";
import { ImportFileError } from "~/modules/tender-import/import-errors";
import { readFileRows, type FileRow } from "~/modules/tender-import/import-file-rows.server";
import { MAX_IMPORT_ROWS } from "~/modules/tender-import/import-limits";
import { waitForImportTurn } from "~/modules/tender-import/import-turn.server";
import type { ImportFile } from "~/modules/tender-import/tender-import.server";
import { publicationState } from "~/modules/tenders/publication-state";
import type { CurrentUser } from "~/server/request-context";
import { AWARD_IMPORT_COLUMNS, type AwardColumnKey } from "./award-import-columns";
import { awardSchema, type AwardInput } from "./award.schema";
import { recordAward } from "./awards.server";

interface AwardRowProblem {
  column: AwardColumnKey | null;
  message: string;
  value?: string;
}

interface CheckedRow {
  row: number;
  tenderId: number | null;
  lot: number | null;
  supplier: string;
  input: AwardInput | null;
  errors: AwardRowProblem[];
}

interface AwardPreviewRow {
  row: number;
  tenderId: number | null;
  lot: number | null;
  supplier: string;
  /** "taken": valid, but its lot has an award already, so it is not imported. */
  status: "valid" | "taken" | "error";
  errors: AwardRowProblem[];
  /** The supplier of the lot's award, when the lot is taken. */
  takenBy: string | null;
}

export interface AwardImportPreview {
  rows: AwardPreviewRow[];
  valid: number;
  invalid: number;
  taken: number;
}

const EMPTY_FILE = sourceText(msg`The file is empty: it has no header row.`);
const NO_ROWS = sourceText(msg`The file has a header row but no award notices below it.`);
const TOO_MANY_ROWS = sourceText(
  msg`The file has too many rows: at most 5,000 awards can be imported at once. Split it into smaller files.`,
);
const NO_TENDER = sourceText(msg`No tender has this number`);
const NOT_PUBLISHED = sourceText(msg`This tender is not published`);
const ENDED = sourceText(msg`This tender is cancelled or failed, so it has no award`);
const TWICE = sourceText(msg`An earlier row of the file awards this lot of this tender`);

const FIELD_COLUMN: Record<string, AwardColumnKey> = {
  supplier: "supplier",
  lot: "lot",
  amount: "amount",
  currency: "currency",
  awardedOn: "date",
  note: "note",
};

/** The award form's rules (awardSchema) on one row; its tender is looked up later. */
function checkRow(fileRow: FileRow, columns: (AwardColumnKey | null)[]): CheckedRow {
  const cell = new Map<AwardColumnKey, string>();
  columns.forEach((key, index) => {
    if (key) cell.set(key, (fileRow.cells[index] ?? "").trim());
  });
  const text = (key: AwardColumnKey) => cell.get(key) ?? "";
  const errors: AwardRowProblem[] = [];
  const tenderId = parseId(text("tender_id").replace(/^#/, ""));
  if (tenderId === null) {
    const message = sourceText(msg`Enter the tender's number`);
    errors.push({ column: "tender_id", message, value: text("tender_id") || undefined });
  }
  const lotText = text("lot");
  const values = {
    supplier: text("supplier"),
    amount: text("amount"),
    // An Excel date cell arrives as "2026-11-20T00:00": its day is the award's.
    awardedOn: text("date").replace(/^(\d{4}-\d{2}-\d{2})[T ]00:00(:00)?$/, "$1"),
    ...(lotText ? { lot: /^\d+$/.test(lotText) ? Number(lotText) : lotText } : {}),
    ...(text("currency") ? { currency: text("currency") } : {}),
    ...(text("note") ? { note: text("note") } : {}),
  };
  const parsed = awardSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ column: FIELD_COLUMN[String(issue.path[0])] ?? null, message: issue.message });
    }
  }
  return {
    row: fileRow.row,
    tenderId,
    lot: parsed.success ? parsed.data.lot : null,
    supplier: text("supplier").slice(0, 120),
    input: parsed.success && !errors.length ? parsed.data : null,
    errors,
  };
}

async function* checkedRows(file: ImportFile, signal?: AbortSignal) {
  let columns: (AwardColumnKey | null)[] | null = null;
  let count = 0;
  for await (const fileRow of readFileRows(file.path, file.format, signal)) {
    if (isBlankRow(fileRow.cells)) continue;
    if (!columns) {
      columns = readImportHeader(fileRow.cells, AWARD_IMPORT_COLUMNS);
      continue;
    }
    if (++count > MAX_IMPORT_ROWS) throw new ImportFileError(TOO_MANY_ROWS, 413);
    yield checkRow(fileRow, columns);
  }
  if (!columns) throw new ImportFileError(EMPTY_FILE, 400);
  if (count === 0) throw new ImportFileError(NO_ROWS, 400);
}

interface TenderState {
  published: boolean;
  ended: boolean;
  /** Lot → supplier of its award. */
  lots: Map<number, string>;
}

/** Each tender read once per preview, whatever the number of its rows. */
function tenderStates(em: EntityManager, now: Date) {
  const known = new Map<number, TenderState | null>();
  return async (id: number): Promise<TenderState | null> => {
    if (known.has(id)) return known.get(id)!;
    const [row] = await em.execute<
      { published_at: Date | null; status: string | null; lots: [number, string][] }[]
    >(
      `select t.published_at, o.status,
              (select coalesce(json_agg(json_build_array(a.lot, s.name)), '[]')
                 from awards a join suppliers s on s.id = a.supplier_id
                where a.tender_id = t.id) as lots
         from tenders t left join tender_outcomes o on o.tender_id = t.id where t.id = ?`,
      [id],
    );
    const state = row
      ? {
          published: publicationState(row.published_at, now) === "published",
          ended: row.status === "cancelled" || row.status === "failed",
          lots: new Map(row.lots),
        }
      : null;
    known.set(id, state);
    return state;
  };
}

/** Every row checked against the form's rules and its tender; nothing stored. */
export async function previewAwardImport(
  em: EntityManager,
  file: ImportFile,
  signal?: AbortSignal,
): Promise<AwardImportPreview> {
  const stateOf = tenderStates(em, new Date());
  const seen = new Set<string>();
  const rows: AwardPreviewRow[] = [];
  for await (const checked of checkedRows(file, signal)) {
    const { input, ...rest } = checked;
    const errors = [...checked.errors];
    let takenBy: string | null = null;
    if (checked.tenderId !== null) {
      const state = await stateOf(checked.tenderId);
      const value = String(checked.tenderId);
      if (!state) errors.push({ column: "tender_id", message: NO_TENDER, value });
      else if (!state.published)
        errors.push({ column: "tender_id", message: NOT_PUBLISHED, value });
      else if (state.ended) errors.push({ column: "tender_id", message: ENDED, value });
      else if (checked.lot !== null) takenBy = state.lots.get(checked.lot) ?? null;
      const key = `${checked.tenderId}:${checked.lot}`;
      if (checked.lot !== null && seen.has(key)) errors.push({ column: "lot", message: TWICE });
      if (input) seen.add(key);
    }
    const status = errors.length ? "error" : takenBy !== null ? "taken" : "valid";
    rows.push({ ...rest, errors, status, takenBy: status === "taken" ? takenBy : null });
  }
  const count = (status: AwardPreviewRow["status"]) =>
    rows.filter((row) => row.status === status).length;
  return { rows, valid: count("valid"), invalid: count("error"), taken: count("taken") };
}

export interface AwardImportResult {
  recorded: number;
  skipped: { row: number; message: string }[];
}

/**
 * The valid rows recorded in one transaction, each by the award form's own rules (recordAward):
 * checked again whatever the preview said. A row refused now (its lot taken, its tender
 * cancelled since) is skipped with the reason; the others are recorded.
 */
export async function importAwards(
  em: EntityManager,
  actor: CurrentUser,
  file: ImportFile,
  signal?: AbortSignal,
): Promise<AwardImportResult> {
  return em.transactional(async (tx) => {
    await waitForImportTurn(tx);
    let recorded = 0;
    const skipped: AwardImportResult["skipped"] = [];
    let firstTender: number | null = null;
    for await (const checked of checkedRows(file, signal)) {
      if (!checked.input || checked.tenderId === null) {
        skipped.push({ row: checked.row, message: checked.errors[0]?.message ?? "" });
        continue;
      }
      try {
        await recordAward(tx, actor, checked.tenderId, checked.input);
        recorded++;
        firstTender ??= checked.tenderId;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        skipped.push({ row: checked.row, message: error.message });
      }
    }
    if (firstTender !== null) {
      recordAudit(
        tx,
        actor,
        "create",
        "award_import",
        firstTender,
        `Imported ${recorded} award(s) from "${file.fileName}" (${skipped.length} row(s) skipped)`,
      );
    }
    return { recorded, skipped };
  });
}
