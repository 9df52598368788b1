import type { Route } from "./+types/awards-import-template";
import { requireAdmin } from "~/modules/auth/guards.server";
import { AWARD_COLUMN_FORMATS, AWARD_IMPORT_COLUMNS } from "~/modules/awards/award-import-columns";
import { templateDownload } from "~/modules/tender-import/import-template.server";

/** GET /admin/awards/import/template.csv or .xlsx: the award import's columns, to fill in. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { pathname } = new URL(args.request.url);
  const header = AWARD_IMPORT_COLUMNS.map(({ key }) => {
    const format = AWARD_COLUMN_FORMATS[key];
    return format ? `${key} (${format})` : key;
  });
  return templateDownload(pathname.endsWith(".xlsx") ? "xlsx" : "csv", {
    header,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the sheet's name, part of the file
    sheetName: "Awards",
    name: "award-import-template",
  });
}
