import type { MiddlewareFunction } from "react-router";
import { requireAdmin } from "./guards.server";

/**
 * Runs before every loader and action under /admin: a visitor or plain user never reaches
 * admin code, whether they follow a link or forge a POST.
 */
export const adminOnlyMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  requireAdmin(args);
  return next();
};
