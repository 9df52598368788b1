import type { RouterContextProvider } from "react-router";
import { z } from "~/modules/zod";
import { formAction } from "~/server/form-action.server";
import type { CurrentUser } from "~/server/request-context";
import { ImportFileError } from "./import-errors";
import { previewUpload, receiveImportFile } from "./import-upload.server";
import type { ImportFile } from "./tender-import.server";

/** What an import page answers: the preview and the upload kept for the choice step. */
export interface ImportAnswer<View> {
  preview: View;
  upload: string;
  fileName: string;
  /** The rows that kept an import of all or nothing from happening. */
  rowErrors?: string[];
}

/** The file step's form holds the file alone, which is read before the form is parsed. */
const FILE_STEP = z.object({});

/**
 * The file step of an import page (tenders, award notices): the upload streamed to disk,
 * previewed and kept for the choice step under an id. A refused file is the form's answer.
 */
export async function importFileStep<Preview, View>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  actor: CurrentUser,
  preview: (file: ImportFile) => Promise<Preview>,
  view: (preview: Preview) => View,
) {
  const received = await receiveImportFile(args.request).catch((error: unknown) => {
    if (error instanceof ImportFileError) return error;
    throw error;
  });
  const refusal = received instanceof ImportFileError ? received : null;
  return formAction<typeof FILE_STEP, ImportAnswer<View>>(
    args,
    FILE_STEP,
    async ({ reply }) => {
      if (received instanceof ImportFileError) throw received;
      const checked = await previewUpload(received.file, actor, preview);
      return reply({}, { ...checked, preview: view(checked.preview) });
    },
    { formData: new FormData(), refusal },
  );
}
