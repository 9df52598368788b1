import type { EntityManager } from "@mikro-orm/postgresql";
import { redirect, type RouterContextProvider } from "react-router";
import { formAction } from "~/server/form-action.server";
import { DOCUMENT_FIELD, UploadRejectedError, type StoredDocument } from "./document-upload.server";
import { PossibleDuplicateError, type DuplicateCandidate } from "./duplicate-tenders.server";
import type { TenderInput } from "./tender.schema";
import {
  receiveTenderForm,
  saveTenderOnce,
  tenderFormSchema,
  type TenderWrite,
} from "./tender-form.server";

/**
 * The create and edit pages' action: the one form action over a streamed tender form. Every
 * stored document of a submit that did not save them is removed again.
 */
export async function tenderPageAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  write: TenderWrite & { failureMessage: string },
  save: (
    tx: EntityManager,
    value: TenderInput,
    documents: StoredDocument[],
  ) => Promise<{ id: number }>,
  /** Where a saved form goes (post/redirect/get). */
  savedTo: string,
) {
  const received = await receiveTenderForm(args.request);
  let saved = false;
  try {
    return await formAction<typeof tenderFormSchema, { duplicates: DuplicateCandidate[] }>(
      args,
      tenderFormSchema,
      async ({ value, reply }) => {
        try {
          const { replayed } = await saveTenderOnce(args.request, received, value, write, save);
          // A repeat attached nothing: its own copies of the documents are discarded.
          saved = !replayed;
          return redirect(savedTo);
        } catch (error) {
          if (!(error instanceof PossibleDuplicateError)) throw error;
          // The form shows the candidates and offers 'Save anyway'.
          return reply(
            { formErrors: [error.message] },
            { duplicates: error.candidates },
            { status: error.status },
          );
        }
      },
      {
        formData: received.formData,
        refusal: received.refusal,
        failureMessage: write.failureMessage,
        fieldOf: (error) => (error instanceof UploadRejectedError ? DOCUMENT_FIELD : undefined),
      },
    );
  } finally {
    if (!saved) await received.discard();
  }
}
