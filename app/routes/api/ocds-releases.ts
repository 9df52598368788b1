import type { Route } from "./+types/ocds-releases";
import { optionalApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, queryError } from "~/modules/api/api-http.server";
import {
  listOcdsReleases,
  OCDS_PAGE_SIZE,
  releasePackage,
} from "~/modules/api/ocds-releases.server";
import { ocdsReleasesQuery } from "~/modules/api/ocds-schemas";
import { config } from "~/server/config.server";
import { dbContext } from "~/server/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const url = new URL(request.url);
    const parsed = ocdsReleasesQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw queryError(parsed.error);
    const limit = parsed.data.limit ?? OCDS_PAGE_SIZE;
    const viewer = optionalApiUser({ context }) ? "user" : "visitor";
    const { releases, next } = await listOcdsReleases(context.get(dbContext), {
      ...parsed.data,
      limit,
      viewer,
    });
    const base = `${config().appUrl}/api/ocds/releases`;
    const nextUrl =
      next &&
      `${base}?${new URLSearchParams({ since: next.since, after: String(next.after), stage: next.stage, limit: String(limit) })}`;
    return json(
      releasePackage(releases, { uri: `${base}${url.search}`, next: nextUrl ?? undefined }),
    );
  });
}
