import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { IMPORT_FILE_FIELD } from "./import-columns";

/**
 * An import's first step, for tenders and award notices alike: the templates to fill in, what
 * the columns are (children), and the file to check.
 */
export function ImportUploadForm({
  templates,
  busy,
  children,
}: {
  /** The templates' path without its extension: ".csv" and ".xlsx" are added. */
  templates: string;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <p className="import-templates">
        <Trans>Download the template:</Trans>{" "}
        <a href={`${templates}.csv`} download>
          <Trans>CSV template</Trans>
        </a>{" "}
        <a href={`${templates}.xlsx`} download>
          <Trans>Excel template</Trans>
        </a>
      </p>
      {children}
      <Form method="post" encType="multipart/form-data" className="import-upload">
        <label htmlFor="import-file">
          <Trans>File to import (.csv or .xlsx)</Trans>
        </label>
        <input
          id="import-file"
          type="file"
          name={IMPORT_FILE_FIELD}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          required
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t`Checking the file…` : t`Check the file`}
        </button>
      </Form>
    </>
  );
}
