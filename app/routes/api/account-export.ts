import type { Route } from "./+types/account-export";
import {
  exportAccountData,
  exportAttachmentHeaders,
} from "~/modules/account/account-export.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { dbContext } from "~/server/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = requireApiUser({ context });
    const body = await exportAccountData(context.get(dbContext), user.id);
    return json(body, { headers: exportAttachmentHeaders() });
  });
}
