import { msg } from "@lingui/core/macro";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sourceText } from "~/i18n/source-text";
import { recordAudit } from "~/modules/audit/audit.server";
import { Category } from "~/modules/catalog/category.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { Subcategory } from "~/modules/catalog/subcategory.entity";
import { DomainError } from "~/modules/domain-errors";
import {
  duplicatesIn,
  withDuplicateThreshold,
  type DuplicateCandidate,
} from "~/modules/tenders/duplicate-tenders.server";
import { tenderFields } from "~/modules/tenders/tender-commands.server";
import { Tender } from "~/modules/tenders/tender.entity";
import type { TenderInput } from "~/modules/tenders/tender.schema";
import type { CurrentUser } from "~/server/request-context";
import { IMPORT_COLUMNS, type ImportColumnKey } from "./import-columns";
import { isBlankRow, readImportHeader } from "./import-header.server";
import { loadImportCatalogue, type ImportCatalogue } from "./import-catalogue.server";
import { ImportFileError } from "./import-errors";
import { readFileRows, type ImportFormat } from "./import-file-rows.server";
import { MAX_IMPORT_ROWS } from "./import-limits";
import { checkRow, type RowProblem } from "./import-row.server";
import { waitForImportTurn } from "./import-turn.server";

export interface ImportFile {
  path: string;
  format: ImportFormat;
  fileName: string;
}

export type ImportMode = "valid" | "all";

interface PreviewRow {
  row: number;
  title: string;
  status: "valid" | "error";
  errors: RowProblem[];
  duplicates: DuplicateCandidate[];
}

export interface ImportPreview {
  rows: PreviewRow[];
  valid: number;
  invalid: number;
  warned: number;
}

export type RowErrors = Pick<PreviewRow, "row" | "title" | "errors">[];

export class ImportRefusedError extends DomainError {
  readonly status = 422;
  constructor(
    readonly rows: RowErrors,
    message = sourceText(
      msg`Nothing was imported: some rows have errors. Correct them, or import the valid rows only.`,
    ),
  ) {
    super(message);
  }
}

const EMPTY_FILE = sourceText(msg`The file is empty: it has no header row.`);
const NO_ROWS = sourceText(msg`The file has a header row but no tenders below it.`);
const TOO_MANY_ROWS = sourceText(
  msg`The file has too many rows: at most 5,000 tenders can be imported at once. Split it into smaller files.`,
);
const NOTHING_VALID = sourceText(msg`Nothing was imported: no row is valid.`);

/** Memory stays flat whatever the file's length. */
const INSERT_BATCH = 250;

async function* checkedRows(file: ImportFile, catalogue: ImportCatalogue, signal?: AbortSignal) {
  let columns: (ImportColumnKey | null)[] | null = null;
  let count = 0;
  for await (const fileRow of readFileRows(file.path, file.format, signal)) {
    if (isBlankRow(fileRow.cells)) continue;
    if (!columns) {
      columns = readImportHeader(fileRow.cells, IMPORT_COLUMNS);
      continue;
    }
    if (++count > MAX_IMPORT_ROWS) throw new ImportFileError(TOO_MANY_ROWS, 413);
    yield checkRow(fileRow, columns, catalogue);
  }
  if (!columns) throw new ImportFileError(EMPTY_FILE, 400);
  if (count === 0) throw new ImportFileError(NO_ROWS, 400);
}

/** Only what the preview shows is kept per row, never the rows' content. */
export async function previewImport(
  em: EntityManager,
  file: ImportFile,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  const catalogue = await loadImportCatalogue(em);
  const rows: PreviewRow[] = [];
  let warned = 0;
  // One transaction for every row's duplicate lookup: one query per row, not a transaction.
  await withDuplicateThreshold(em, async (tx) => {
    for await (const checked of checkedRows(file, catalogue, signal)) {
      const duplicates = checked.input ? await duplicatesIn(tx, checked.input) : [];
      if (duplicates.length) warned++;
      rows.push({
        row: checked.row,
        title: checked.title,
        status: checked.input ? "valid" : "error",
        errors: checked.errors,
        duplicates,
      });
    }
  });
  const valid = rows.filter((row) => row.status === "valid").length;
  return { rows, valid, invalid: rows.length - valid, warned };
}

export interface ImportResult {
  ids: number[];
  skipped: RowErrors;
}

/** Checked again here whatever the preview said; one transaction. */
export async function importTenders(
  em: EntityManager,
  actor: CurrentUser,
  file: ImportFile,
  mode: ImportMode,
  signal?: AbortSignal,
): Promise<ImportResult> {
  return em.transactional(async (tx) => {
    await waitForImportTurn(tx);
    const catalogue = await loadImportCatalogue(tx);
    const ids: number[] = [];
    const skipped: RowErrors = [];
    let batch: TenderInput[] = [];
    for await (const checked of checkedRows(file, catalogue, signal)) {
      if (!checked.input) {
        skipped.push({ row: checked.row, title: checked.title, errors: checked.errors });
        continue;
      }
      // Once a row has failed, 'all or nothing' only goes on to report every error.
      if (mode === "all" && skipped.length) continue;
      batch.push(checked.input);
      if (batch.length >= INSERT_BATCH) {
        ids.push(...(await insertDrafts(tx, actor, batch)));
        batch = [];
      }
    }
    if (mode === "all" && skipped.length) throw new ImportRefusedError(skipped);
    ids.push(...(await insertDrafts(tx, actor, batch)));
    if (!ids.length) throw new ImportRefusedError(skipped, NOTHING_VALID);
    recordAudit(
      tx,
      actor,
      "create",
      "tender_import",
      ids[0]!,
      `Imported ${ids.length} tender(s) as drafts from "${file.fileName}" (${skipped.length} row(s) skipped)`,
    );
    await tx.flush();
    return { ids, skipped };
  });
}

// Never announced until published (docs/decisions/017-drafts-and-scheduled-publishing.md).
async function insertDrafts(
  tx: EntityManager,
  actor: CurrentUser,
  inputs: TenderInput[],
): Promise<number[]> {
  if (!inputs.length) return [];
  const tenders = inputs.map((input) => {
    const tender = tx.create(Tender, {
      ...tenderFields(input),
      publishedAt: null,
      language: tx.getReference(Language, input.tenderLanguageId),
      source: tx.getReference(Source, input.tenderSourceId),
      region: tx.getReference(Region, input.tenderRegionId),
      publishedBy: actor.id,
    });
    tender.categories.set(input.categories.map((id) => tx.getReference(Category, id)));
    tender.subcategories.set(input.subcategories.map((id) => tx.getReference(Subcategory, id)));
    return tender;
  });
  await tx.flush();
  const ids = tenders.map((tender) => tender.id);
  tx.clear();
  return ids;
}
