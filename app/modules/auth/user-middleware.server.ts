import type { MiddlewareFunction } from "react-router";
import { dbContext, userContext } from "~/server/request-context";
import { sessionToken } from "./session.server";
import { findSessionUser } from "./session-user.server";
import { sessionClient } from "./session-touch.server";

export const userMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = await sessionToken(request);
  if (token) {
    const client = sessionClient(request, context);
    context.set(userContext, await findSessionUser(context.get(dbContext), token, "web", client));
  }
  return next();
};
