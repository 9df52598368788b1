import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { sourceText } from "~/i18n/source-text";
import {
  DOCUMENT_FIELD,
  receiveTenderUpload,
  UploadRejectedError,
  type StoredDocument,
  type TenderUpload,
} from "~/modules/tenders/document-upload.server";
import { DomainError } from "~/modules/domain-errors";
import { logger } from "~/server/logger.server";

/**
 * The outcome page's form, its award notice streamed to storage by the tender documents' own
 * upload (type by content, size, file name), so no web process holds the file. A body that is no
 * form is the error page, as readFormData answers it.
 */
export async function receiveNoticeUpload(request: Request): Promise<TenderUpload> {
  try {
    return await receiveTenderUpload(request);
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    const { pathname } = new URL(request.url);
    logger.warn({ path: pathname, status: error.status, reason: error.message }, "form refused");
    throw data(error.message, { status: error.status });
  }
}

/** A notice file refused (type, size, more than one), shown beside the file field. */
class NoticeFileError extends DomainError {
  override readonly fieldErrors: Record<string, string[]>;
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.fieldErrors = { [DOCUMENT_FIELD]: [message] };
  }
}

/** The one notice uploaded, if any. */
export function uploadedNotice(upload: TenderUpload): StoredDocument | undefined {
  if (upload.refusal) throw new NoticeFileError(upload.refusal.message, upload.refusal.status);
  if (upload.documents.length > 1) {
    throw new NoticeFileError(sourceText(msg`Choose one file for the award notice.`), 400);
  }
  return upload.documents[0];
}
