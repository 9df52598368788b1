import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { apiMiddleware } from "~/modules/api/api-middleware.server";
import { JSON_BODY_LIMIT } from "~/server/body-limits";

/** Every API route takes JSON, unless it says otherwise. */
export const bodyLimit = JSON_BODY_LIMIT;

export const middleware: Route.MiddlewareFunction[] = [apiMiddleware];

export default function ApiLayout() {
  return <Outlet />;
}
