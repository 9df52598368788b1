import type { MiddlewareFunction } from "react-router";
import { dbContext } from "./request-context";
import { getOrm } from "./orm.server";

/** Gives every request its own EntityManager fork, so identity maps never leak between users. */
export const dbMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const orm = await getOrm();
  context.set(dbContext, orm.em.fork());
  return next();
};
