import type { Route } from "./+types/auth-users";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, listResponse, pageParams } from "~/modules/api/api-http.server";
import { toApiUserAccount } from "~/modules/api/api-users.server";
import { parseUserListQuery } from "~/modules/users/users.schema";
import { listUsersPage } from "~/modules/users/users.server";
import { dbContext } from "~/server/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    requireApiUser({ context }, ADMIN_ROLES);
    const { page, pageSize } = pageParams(request);
    const query = { ...parseUserListQuery(new URL(request.url).searchParams), page };
    const result = await listUsersPage(context.get(dbContext), query, pageSize);
    const users = result.page === page ? result.users : [];
    return listResponse(users.map(toApiUserAccount), result.total);
  });
}
