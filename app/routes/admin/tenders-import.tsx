import { Form, Link, redirect, useNavigation } from "react-router";
import { ImportUploadForm } from "~/modules/tender-import/ImportUploadForm";
import type { Route } from "./+types/tenders-import";
import { requireAdmin } from "~/modules/auth/guards.server";
import {
  IMPORT_COLUMNS,
  COLUMN_HINTS,
  LIST_SEPARATOR,
} from "~/modules/tender-import/import-columns";
import { importChoiceSchema } from "~/modules/tender-import/import-choice.schema";
import {
  describeRowErrors,
  previewView,
  type PreviewView,
} from "~/modules/tender-import/import-messages.server";
import {
  importFileStep,
  type ImportAnswer,
} from "~/modules/tender-import/import-page-action.server";
import { ImportRefusal } from "~/modules/tender-import/ImportRefusal";
import { MAX_IMPORT_ROWS } from "~/modules/tender-import/import-limits";
import { importClaimedUpload } from "~/modules/tender-import/import-upload.server";
import {
  ImportRefusedError,
  importTenders,
  previewImport,
  type ImportFile,
} from "~/modules/tender-import/tender-import.server";
import { pageI18n } from "~/i18n/page-i18n.server";
import { formAction } from "~/server/form-action.server";
import { mediaType } from "~/server/request-body.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { IMPORT_UPLOAD_LIMIT } from "~/server/body-limits";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Import tenders`);

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const imported = Number(params.get("imported"));
  const skipped = Number(params.get("skipped"));
  return {
    imported: Number.isInteger(imported) && imported > 0 ? imported : null,
    skipped: Number.isInteger(skipped) && skipped > 0 ? skipped : 0,
  };
}

/** An import file. */
export const bodyLimit = IMPORT_UPLOAD_LIMIT;

/**
 * Two steps, both plain forms: a multipart upload is checked and previewed (nothing stored; the
 * file waits on the server for its import), then "Import the valid rows" or "Import all or
 * nothing" posts the upload's id and imports it, checked again.
 */
export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const i18n = pageI18n(args.context);
  const em = args.context.get(dbContext);
  const { signal } = args.request;
  if (mediaType(args.request) === "multipart/form-data") {
    return importFileStep(
      args,
      actor,
      (file) => previewImport(em, file, signal),
      (preview) => previewView(i18n, preview),
    );
  }
  return formAction<typeof importChoiceSchema, ImportAnswer<PreviewView>>(
    args,
    importChoiceSchema,
    async ({ value: { upload, mode }, reply }) => {
      let claimed: ImportFile | undefined;
      try {
        const result = await importClaimedUpload(actor, upload, (file) => {
          claimed = file;
          return importTenders(em, actor, file, mode, signal);
        });
        const counts = `imported=${result.ids.length}&skipped=${result.skipped.length}`;
        return redirect(`/admin/tenders/import?${counts}`);
      } catch (error) {
        if (!(error instanceof ImportRefusedError) || !claimed) throw error;
        // The preview again (the upload is back in its place), so the admin can import the
        // valid rows instead.
        const preview = await previewImport(em, claimed, signal);
        const answer = {
          rowErrors: describeRowErrors(i18n, error.rows),
          preview: previewView(i18n, preview),
          upload,
          fileName: claimed.fileName,
        };
        return reply({ formErrors: [error.message] }, answer, { status: error.status });
      }
    },
  );
}

export default function ImportTenders({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const imported = actionData ? null : loaderData.imported;
  const skipped = loaderData.skipped;
  const preview = actionData?.preview ?? null;
  return (
    <section className="tender-import">
      <div className="admin-heading">
        <h1>
          <Trans>Import tenders</Trans>
        </h1>
        <Link to="/admin/tenders">
          <Trans>Back to Tender Management</Trans>
        </Link>
      </div>
      {imported !== null && (
        <Notice>
          {skipped ? (
            <Trans>
              Imported {imported} tenders as drafts; {skipped} rows with errors were skipped.
            </Trans>
          ) : (
            <Trans>Imported {imported} tenders as drafts.</Trans>
          )}
        </Notice>
      )}
      <ImportRefusal result={actionData?.result} rowErrors={actionData?.rowErrors} />
      {preview && actionData?.upload ? (
        <ImportPreview
          preview={preview}
          upload={actionData.upload}
          fileName={actionData.fileName ?? null}
          busy={busy}
        />
      ) : (
        <>
          <p>
            <Trans>
              Upload a CSV or Excel (.xlsx) file with one tender per row, at most {MAX_IMPORT_ROWS}{" "}
              rows and 20 MB. You will see every row checked before anything is stored; imported
              tenders are saved as drafts.
            </Trans>
          </p>
          <ImportUploadForm templates="/admin/tenders/import/template" busy={busy}>
            <ColumnHelp />
          </ImportUploadForm>
        </>
      )}
    </section>
  );
}

function ColumnHelp() {
  const { i18n } = useLingui();
  return (
    <details className="import-columns">
      <summary>
        <Trans>The columns</Trans>
      </summary>
      <p>
        <Trans>
          The first row names the columns, in any order and letter case; text in brackets is
          ignored. Title, region, source and language are required. Dates are in East Africa Time
          (EAT) as YYYY-MM-DD HH:MM, for example 2026-12-01 10:30. Categories, subcategories,
          region, source and language take their names, English or Amharic, as the catalogue has
          them (any letter case), or their ids; separate several categories or subcategories with “
          {LIST_SEPARATOR}”.
        </Trans>
      </p>
      <ul>
        {IMPORT_COLUMNS.map((column) => {
          const hint = COLUMN_HINTS[column.key];
          return (
            <li key={column.key}>
              <code lang="en">{column.key}</code>
              {hint && <> ({i18n._(hint)})</>}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function ImportPreview({
  preview,
  upload,
  fileName,
  busy,
}: {
  preview: PreviewView;
  upload: string;
  fileName: string | null;
  busy: boolean;
}) {
  const { valid, invalid, warned } = preview;
  const problemRows = preview.rows.filter((row) => !row.valid || row.duplicates.length);
  const cleanRows = preview.rows.filter((row) => row.valid && !row.duplicates.length);
  const cleanCount = cleanRows.length;
  return (
    <div className="import-preview">
      <h2>
        <Trans>Preview of {fileName}</Trans>
      </h2>
      <p className="import-summary" id="import-summary">
        <Trans>
          {valid} valid rows, {invalid} rows with errors, {warned} possible duplicates. Nothing is
          stored yet.
        </Trans>
      </p>
      {problemRows.length > 0 && (
        <div className="table-scroll">
          <table className="data-table import-rows">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Row</Trans>
                </th>
                <th scope="col">
                  <Trans>Title</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {problemRows.map((row) => (
                <tr key={row.row} className={row.valid ? "import-row-warning" : "import-row-error"}>
                  <td>{row.row}</td>
                  <td>{row.title}</td>
                  <td>
                    <strong>
                      {row.valid ? <Trans>Valid, with a warning</Trans> : <Trans>Error</Trans>}
                    </strong>
                    <ul>
                      {row.problems.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                      {row.duplicates.map((candidate) => (
                        <li key={candidate.id}>
                          <DuplicateLine candidate={candidate} />
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cleanRows.length > 0 && (
        <details className="import-valid-rows">
          <summary>
            <Trans>Rows without errors or warnings ({cleanCount})</Trans>
          </summary>
          <ol>
            {cleanRows.map((row) => (
              <li key={row.row} value={row.row}>
                {row.title}
              </li>
            ))}
          </ol>
        </details>
      )}
      <Form method="post" className="import-actions">
        <input type="hidden" name="upload" value={upload} />
        <button
          type="submit"
          name="mode"
          value="valid"
          className="button"
          disabled={busy || valid === 0}
        >
          <Trans>Import the valid rows ({valid})</Trans>
        </button>
        <button
          type="submit"
          name="mode"
          value="all"
          className="button button-ghost"
          disabled={busy}
        >
          <Trans>Import all or nothing</Trans>
        </button>
        <Link to="/admin/tenders/import">
          <Trans>Upload another file</Trans>
        </Link>
      </Form>
    </div>
  );
}

function DuplicateLine({
  candidate,
}: {
  candidate: { id: number; title: string; source: string | null };
}) {
  const { id, title, source } = candidate;
  return source ? (
    <Trans>
      Warning: possible duplicate of{" "}
      <Link to={`/tenders/${id}`} target="_blank">
        #{id} “{title}”
      </Link>
      , from {source}
    </Trans>
  ) : (
    <Trans>
      Warning: possible duplicate of{" "}
      <Link to={`/tenders/${id}`} target="_blank">
        #{id} “{title}”
      </Link>
    </Trans>
  );
}
