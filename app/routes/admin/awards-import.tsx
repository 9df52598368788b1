import { Form, Link, redirect, useNavigation } from "react-router";
import { ImportUploadForm } from "~/modules/tender-import/ImportUploadForm";
import type { Route } from "./+types/awards-import";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { requireAdmin } from "~/modules/auth/guards.server";
import { AWARD_COLUMN_HINTS, AWARD_IMPORT_COLUMNS } from "~/modules/awards/award-import-columns";
import { importAwards, previewAwardImport } from "~/modules/awards/award-import.server";
import { awardPreviewView, type AwardPreviewView } from "~/modules/awards/award-import-view.server";
import { awardImportChoiceSchema } from "~/modules/awards/award.schema";
import {
  importFileStep,
  type ImportAnswer,
} from "~/modules/tender-import/import-page-action.server";
import { ImportRefusal } from "~/modules/tender-import/ImportRefusal";
import { MAX_IMPORT_ROWS } from "~/modules/tender-import/import-limits";
import { importClaimedUpload } from "~/modules/tender-import/import-upload.server";
import { pageI18n } from "~/i18n/page-i18n.server";
import { IMPORT_UPLOAD_LIMIT } from "~/server/body-limits";
import { formAction } from "~/server/form-action.server";
import { mediaType } from "~/server/request-body.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Import award notices`);

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const count = (name: string) => {
    const value = Number(args.url.searchParams.get(name));
    return Number.isInteger(value) && value >= 0 ? value : null;
  };
  return { recorded: count("recorded"), skipped: count("skipped") ?? 0 };
}

/** An import file. */
export const bodyLimit = IMPORT_UPLOAD_LIMIT;

/**
 * As the tender import: a multipart upload is checked and previewed (the file waits on the
 * server), then "Record the valid awards" posts the upload's id; it is claimed once, so a double
 * submit records nothing twice, and checked again as it is recorded.
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
      (file) => previewAwardImport(em, file, signal),
      (preview) => awardPreviewView(i18n, preview),
    );
  }
  return formAction<typeof awardImportChoiceSchema, ImportAnswer<AwardPreviewView>>(
    args,
    awardImportChoiceSchema,
    async ({ value }) => {
      const result = await importClaimedUpload(actor, value.upload, (file) =>
        importAwards(em, actor, file, signal),
      );
      const counts = new URLSearchParams({
        recorded: String(result.recorded),
        skipped: String(result.skipped.length),
      });
      return redirect(`/admin/awards/import?${counts}`);
    },
  );
}

export default function ImportAwards({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const recorded = actionData ? null : loaderData.recorded;
  const skipped = loaderData.skipped;
  const preview = actionData?.preview ?? null;
  return (
    <section className="tender-import">
      <div className="admin-heading">
        <h1>
          <Trans>Import award notices</Trans>
        </h1>
        <Link to="/admin/tenders">
          <Trans>Back to Tender Management</Trans>
        </Link>
      </div>
      {recorded !== null && (
        <Notice>
          <Trans>
            Recorded {recorded} awards; {skipped} rows were skipped.
          </Trans>
        </Notice>
      )}
      <ImportRefusal result={actionData?.result} />
      {preview && actionData?.upload ? (
        <AwardPreview
          preview={preview}
          upload={actionData.upload}
          fileName={actionData.fileName ?? null}
          busy={busy}
        />
      ) : (
        <>
          <p>
            <Trans>
              Upload a CSV or Excel (.xlsx) file with one award a row, at most {MAX_IMPORT_ROWS}{" "}
              rows and 20 MB. Every row is checked, and shown, before anything is stored.
            </Trans>
          </p>
          <ImportUploadForm templates="/admin/awards/import/template" busy={busy}>
            <details className="import-columns">
              <summary>
                <Trans>The columns</Trans>
              </summary>
              <p>
                <Trans>
                  The first row names the columns, in any order and letter case; text in brackets is
                  ignored. Tender id, supplier, amount and date are required. A supplier is found by
                  its name in any letter case, or added.
                </Trans>
              </p>
              <ul>
                {AWARD_IMPORT_COLUMNS.map(({ key }) => {
                  const hint = AWARD_COLUMN_HINTS[key];
                  return (
                    <li key={key}>
                      <code lang="en">{key}</code>
                      {hint && <> ({i18n._(hint)})</>}
                    </li>
                  );
                })}
              </ul>
            </details>
          </ImportUploadForm>
        </>
      )}
    </section>
  );
}

function AwardPreview({
  preview,
  upload,
  fileName,
  busy,
}: {
  preview: AwardPreviewView;
  upload: string;
  fileName: string | null;
  busy: boolean;
}) {
  const { valid, invalid, taken } = preview;
  const problems = preview.rows.filter((row) => row.status !== "valid");
  const clean = preview.rows.filter((row) => row.status === "valid");
  return (
    <div className="import-preview">
      <h2>
        <Trans>Preview of {fileName}</Trans>
      </h2>
      <p className="import-summary" id="import-summary">
        <Trans>
          {valid} valid rows, {invalid} rows with errors, {taken} lots already awarded. Nothing is
          stored yet.
        </Trans>
      </p>
      {problems.length > 0 && (
        <div className="table-scroll">
          <table className="data-table import-rows">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Row</Trans>
                </th>
                <th scope="col">
                  <Trans>Tender, lot and supplier</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.map((row) => (
                <tr
                  key={row.row}
                  className={row.status === "taken" ? "import-row-warning" : "import-row-error"}
                >
                  <td>{row.row}</td>
                  <td>
                    <RowLabel row={row} />
                  </td>
                  <td>
                    <strong>
                      {row.status === "taken" ? (
                        <Trans>Lot already awarded: not imported</Trans>
                      ) : (
                        <Trans>Error</Trans>
                      )}
                    </strong>
                    <ul>
                      {row.problems.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                      {row.takenBy !== null && <TakenLine row={row} />}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {clean.length > 0 && (
        <details className="import-valid-rows">
          <summary>
            <Trans>Rows to record ({valid})</Trans>
          </summary>
          <ol>
            {clean.map((row) => (
              <li key={row.row} value={row.row}>
                <RowLabel row={row} />
              </li>
            ))}
          </ol>
        </details>
      )}
      <Form method="post" className="import-actions">
        <input type="hidden" name="upload" value={upload} />
        <button type="submit" className="button" disabled={busy || valid === 0}>
          <Trans>Record the valid awards ({valid})</Trans>
        </button>
        <Link to="/admin/awards/import">
          <Trans>Upload another file</Trans>
        </Link>
      </Form>
    </div>
  );
}

function RowLabel({ row }: { row: AwardPreviewView["rows"][number] }) {
  const { tenderId, lot, supplier } = row;
  if (tenderId === null) return <>{supplier}</>;
  return (
    <>
      <Link to={`/admin/tenders/${tenderId}/outcome`} target="_blank">
        #{tenderId}
      </Link>
      {lot !== null && (
        <>
          {" "}
          <Trans>lot {lot}</Trans>
        </>
      )}
      {" · "}
      {supplier}
    </>
  );
}

function TakenLine({ row }: { row: AwardPreviewView["rows"][number] }) {
  const supplier = row.takenBy;
  return (
    <li>
      <Trans>
        Already awarded to {supplier}. To change that award, edit it on the tender's outcome screen.
      </Trans>
    </li>
  );
}
