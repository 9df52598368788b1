import type { Route } from "./+types/ocds-record";
import { notFound } from "~/modules/api/api-error";
import { optionalApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { getOcdsRecord, recordPackage, tenderIdOfOcid } from "~/modules/api/ocds-records.server";
import { config } from "~/server/config.server";
import { dbContext } from "~/server/request-context";

/** One record, by its ocid or its tender's id. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = tenderIdOfOcid(params.ocid ?? "");
    const viewer = optionalApiUser({ context }) ? "user" : "visitor";
    const record = id === null ? null : await getOcdsRecord(context.get(dbContext), id, viewer);
    if (!record) throw notFound("Record");
    const uri = `${config().appUrl}/api/ocds/records/${encodeURIComponent(record.ocid)}`;
    return json(recordPackage([record], { uri }));
  });
}
