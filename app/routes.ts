import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/landing.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("about", "routes/static-page.tsx", { id: "about" }),
  route("privacy", "routes/static-page.tsx", { id: "privacy" }),
  route("terms", "routes/static-page.tsx", { id: "terms" }),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    // admin routes: keep each group together
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
