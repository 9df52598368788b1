import type { MiddlewareFunction } from "react-router";
import { dbContext, userContext } from "~/server/request-context";
import { toCurrentUser } from "./accounts.server";
import { getSession } from "./session.server";
import { User } from "./user.entity";

/** Reads the session cookie (if any) and puts the signed-in user in the request context. */
export const userMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.headers.get("Cookie")?.includes("__session=")) {
    const session = await getSession(request);
    const userId = session.get("userId");
    if (userId) {
      const user = await context.get(dbContext).findOne(User, userId);
      context.set(userContext, user ? toCurrentUser(user) : null);
    }
  }
  return next();
};
