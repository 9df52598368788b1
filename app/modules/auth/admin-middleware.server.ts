import type { MiddlewareFunction } from "react-router";
import { requireAdmin } from "./guards.server";

// Before every loader and action under /admin, so a forged POST never reaches admin code either.
export const adminOnlyMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  requireAdmin(args);
  return next();
};
