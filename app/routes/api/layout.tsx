import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { apiMiddleware } from "~/modules/api/api-middleware.server";

export const middleware: Route.MiddlewareFunction[] = [apiMiddleware];

export default function ApiLayout() {
  return <Outlet />;
}
