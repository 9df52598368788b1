import { DomainError } from "~/modules/domain-errors";

/**
 * A file that cannot be imported as a whole (not CSV or XLSX, empty, broken, wrong columns,
 * too large, too many rows): nothing is stored. The message is English (sourceText), translated
 * where it is shown; `detail` is what it names (a column, the parser's reason), shown as is.
 */
export class ImportFileError extends DomainError {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** The upload of a preview is gone (imported already, expired, or another admin's). */
export class StoredUploadMissingError extends DomainError {
  readonly status = 410;
}
