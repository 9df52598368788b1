import type { Route } from "./+types/ocds-release";
import { notFound } from "~/modules/api/api-error";
import { optionalApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json } from "~/modules/api/api-http.server";
import { getOcdsReleases, releasePackage } from "~/modules/api/ocds-releases.server";
import { idParam } from "~/modules/ids";
import { config } from "~/server/config.server";
import { dbContext } from "~/server/request-context";

export async function loader({ params, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = idParam(params.tenderId, "tender");
    const viewer = optionalApiUser({ context }) ? "user" : "visitor";
    const releases = await getOcdsReleases(context.get(dbContext), id, viewer);
    if (!releases.length) throw notFound("Tender");
    const uri = `${config().appUrl}/api/ocds/releases/${id}`;
    return json(releasePackage(releases, { uri }));
  });
}
