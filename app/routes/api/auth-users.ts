import type { Route } from "./+types/auth-users";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import {
  handleApi,
  listResponse,
  methodNotAllowed,
  pageParams,
} from "~/modules/api/api-http.server";
import { listUsersPage } from "~/modules/users/users.server";
import { dbContext } from "~/server/request-context";

/** GET /api/auth/users (admin): accounts, oldest first, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    requireApiUser({ context }, ADMIN_ROLES);
    const { page, pageSize } = pageParams(request);
    const result = await listUsersPage(context.get(dbContext), page, pageSize);
    const users = result.page === page ? result.users : [];
    return listResponse(
      users.map((user) => ({
        id: user.id,
        fullname: user.name,
        email: user.email,
        phone: user.phone,
        company: user.company || null,
        role: user.role,
      })),
      result.total,
    );
  });
}

export const action = () => methodNotAllowed("GET");
