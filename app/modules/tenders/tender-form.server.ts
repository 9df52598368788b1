import type { EntityManager } from "@mikro-orm/postgresql";
import { onceKeyOf, runOnce } from "~/modules/idempotency/idempotency.server";
import {
  receiveTenderUpload,
  UploadRejectedError,
  type StoredDocument,
} from "./document-upload.server";
import { dateOrderErrors, OPENING_BEFORE_CLOSING } from "./tender-commands.server";
import { normalizeTenderFormData, tenderSchema, type TenderInput } from "./tender.schema";

/** A tender form as it arrived: its documents checked and stored, or why they were refused. */
export interface ReceivedTenderForm {
  formData: FormData;
  /** Refused documents (too many, too large, not a document): no file is kept. */
  refusal: UploadRejectedError | null;
  documents: StoredDocument[];
  /** Name, size and SHA-256 of each document: what a repeated upload is recognised by. */
  digests: string[];
  /** Removes the stored documents: call it whenever the submit did not save them. */
  discard: () => Promise<void>;
}

/** The create and edit forms' body (pages and API); a refusal keeps the text fields. */
export async function receiveTenderForm(request: Request): Promise<ReceivedTenderForm> {
  try {
    const upload = await receiveTenderUpload(request);
    return {
      formData: normalizeTenderFormData(upload.formData),
      refusal: upload.refusal,
      documents: upload.documents,
      digests: upload.digests,
      discard: upload.discard,
    };
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    const nothing = async () => {};
    return {
      formData: new FormData(),
      refusal: error,
      documents: [],
      digests: [],
      discard: nothing,
    };
  }
}

const DATES = new Set<PropertyKey>(["closingDate", "openingDate"]);

/** The shared schema, and the dates' order once both dates are valid: one answer says all. */
export const tenderFormSchema = tenderSchema.refine(
  (value) => !dateOrderErrors(value).openingDate,
  {
    path: ["openingDate"],
    message: OPENING_BEFORE_CLOSING,
    when: (payload) => !payload.issues.some((issue) => DATES.has(issue.path?.[0] ?? "")),
  },
);

export interface TenderWrite {
  em: EntityManager;
  /** Whose once-keys (callerOf) and which write, e.g. `tender:create`, `tender:update:7`. */
  caller: string;
  scope: string;
}

/**
 * Saves once per form token or Idempotency-Key: a double click or a retry gets the first save's
 * id, and `replayed` says its own copies of the documents are to be discarded.
 */
export async function saveTenderOnce(
  request: Request,
  received: ReceivedTenderForm,
  value: TenderInput,
  { em, caller, scope }: TenderWrite,
  save: (
    tx: EntityManager,
    value: TenderInput,
    documents: StoredDocument[],
  ) => Promise<{ id: number }>,
): Promise<{ id: number; replayed: boolean }> {
  const values = { fields: value, documents: received.digests };
  const once = onceKeyOf(request, received.formData, caller, scope, values);
  const { value: saved, replayed } = await runOnce(em, once, (tx) =>
    save(tx, value, received.documents),
  );
  return { id: saved.id, replayed };
}
