import { DomainError } from "~/modules/domain-errors";

/** The message is English (sourceText), translated where shown; `detail` is shown as is. */
export class ImportFileError extends DomainError {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
    override readonly detail?: string,
  ) {
    super(message);
  }
}

export class StoredUploadMissingError extends DomainError {
  readonly status = 410;
}
