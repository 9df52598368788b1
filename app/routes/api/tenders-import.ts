import type { Route } from "./+types/tenders-import";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import type { z } from "zod";
import { ApiError } from "~/modules/api/api-error";
import type { importResult } from "~/modules/api/api-schemas";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { receiveImportFile, removeImportFile } from "~/modules/tender-import/import-upload.server";
import {
  ImportRefusedError,
  importTenders,
  previewImport,
} from "~/modules/tender-import/tender-import.server";
import { dbContext } from "~/server/request-context";
import { IMPORT_UPLOAD_LIMIT } from "~/server/body-limits";

const MODES = ["preview", "valid", "all"] as const;
type Mode = (typeof MODES)[number];

export const bodyLimit = IMPORT_UPLOAD_LIMIT;

/** `all` imports every row or, when any has an error, nothing (422 with the rows). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const mode = new URL(request.url).searchParams.get("mode") ?? "preview";
    if (!MODES.includes(mode as Mode)) {
      throw new ApiError(400, "mode must be preview, valid or all", {
        mode: ["Use preview, valid or all"],
      });
    }
    const em = context.get(dbContext);
    let received;
    try {
      received = await receiveImportFile(request);
      const { signal } = request;
      if (mode === "preview") return json(await previewImport(em, received.file, signal));
      const result = await importTenders(em, actor, received.file, mode as "valid" | "all", signal);
      const body: z.infer<typeof importResult> = {
        imported: result.ids.length,
        ids: result.ids,
        skipped: result.skipped,
      };
      return json(body, { status: 201 });
    } catch (error) {
      if (error instanceof ImportRefusedError) {
        return json({ message: error.message, rows: error.rows }, { status: error.status });
      }
      throw error;
    } finally {
      if (received) await removeImportFile(received.file);
    }
  });
}
