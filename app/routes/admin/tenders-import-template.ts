import type { Route } from "./+types/tenders-import-template";
import { requireAdmin } from "~/modules/auth/guards.server";
import { templateDownload } from "~/modules/tender-import/import-template.server";

/** GET /admin/tenders/import/template.csv or .xlsx: the import file's columns, to fill in. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { pathname } = new URL(args.request.url);
  return templateDownload(pathname.endsWith(".xlsx") ? "xlsx" : "csv");
}
