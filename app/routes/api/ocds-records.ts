import type { Route } from "./+types/ocds-records";
import { optionalApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, queryError } from "~/modules/api/api-http.server";
import { listOcdsRecords, recordPackage } from "~/modules/api/ocds-records.server";
import { OCDS_PAGE_SIZE } from "~/modules/api/ocds-releases.server";
import { ocdsRecordsQuery } from "~/modules/api/ocds-schemas";
import { config } from "~/server/config.server";
import { dbContext } from "~/server/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const url = new URL(request.url);
    const parsed = ocdsRecordsQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw queryError(parsed.error);
    const limit = parsed.data.limit ?? OCDS_PAGE_SIZE;
    const viewer = optionalApiUser({ context }) ? "user" : "visitor";
    const { records, next } = await listOcdsRecords(context.get(dbContext), {
      after: parsed.data.after,
      limit,
      viewer,
    });
    const base = `${config().appUrl}/api/ocds/records`;
    const nextUrl =
      next === null
        ? undefined
        : `${base}?${new URLSearchParams({ after: String(next), limit: String(limit) })}`;
    return json(recordPackage(records, { uri: `${base}${url.search}`, next: nextUrl }));
  });
}
