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
    // tender management (admin-tenders)
    route("tenders", "routes/admin/tenders.tsx"),
    route("tenders/create", "routes/admin/tenders-create.tsx"),
    route("tenders/edit/:id", "routes/admin/tenders-edit.tsx"),
    route("tenders/:id/delete", "routes/admin/tenders-delete.tsx"),
    // catalogue, users, ads, metadata and pages (admin-catalog)
    route("users", "routes/admin/users.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("categories/create", "routes/admin/categories-create.tsx"),
    route("categories/edit/:id", "routes/admin/categories-edit.tsx"),
    route("categories/delete/:id", "routes/admin/categories-delete.tsx"),
    route("ads", "routes/admin/ads.tsx"),
    route("metadata", "routes/admin/metadata.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/:slug", "routes/admin/pages-edit.tsx"),
  ]),
  route("contact", "routes/contact.tsx"),
  // tender discovery: lists, detail, saving, My Tenders, documents
  route("home", "routes/tenders/list.tsx", { id: "home" }),
  route("tenders", "routes/tenders/list.tsx", { id: "tenders" }),
  route("tenders/:id", "routes/tenders/detail.tsx"),
  route("tenders/:id/save", "routes/tenders/save.tsx"),
  route("mytender", "routes/mytender.tsx"),
  route("documents/:documentId", "routes/document-download.tsx"),
  // JSON API (SPEC §7) under /api: bearer tokens, JSON errors, OpenAPI document
  route("api", "routes/api/layout.tsx", [
    route("openapi.json", "routes/api/openapi.ts"),
    route("auth/login", "routes/api/auth-login.ts"),
    route("auth/register", "routes/api/auth-register.ts"),
    route("auth/logout", "routes/api/auth-logout.ts"),
    route("auth/users", "routes/api/auth-users.ts"),
    route("categories", "routes/api/categories.ts"),
    route("categories/:id", "routes/api/category.ts"),
    route("categories/:categoryId/subcategories", "routes/api/subcategories.ts"),
    route("tenders/metadata/:kind", "routes/api/metadata.ts"),
    route("advert-contact", "routes/api/advert-contact.ts"),
    route("tenders", "routes/api/tenders.ts"),
    route("tenders/saved", "routes/api/tenders-saved.ts"),
    route("tenders/save/:tenderId", "routes/api/tenders-save.ts"),
    route("tenders/:id", "routes/api/tender.ts"),
    route("*", "routes/api/files.ts"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
