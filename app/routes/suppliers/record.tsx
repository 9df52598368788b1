import { data } from "react-router";
import type { Route } from "./+types/record";
import { requireUser } from "~/modules/auth/guards.server";
import { yearCalendar } from "~/modules/profiles/profile-format";
import { findSupplier, supplierRecord } from "~/modules/profiles/supplier-record.server";
import { SupplierRecordView } from "~/modules/profiles/SupplierRecordView";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { dbContext, localeContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.record.name);

/** Signed-in users only: a visitor is sent to sign in, and comes back here after. */
export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const { context, params, url } = args;
  const em = context.get(dbContext);
  const supplier = await findSupplier(em, params.slug);
  if (!supplier) throw data(null, { status: 404 });
  const page = Number(url.searchParams.get("page"));
  const record = await supplierRecord(em, supplier, {
    // Years as the page's reader counts them: Ethiopian years on an Amharic page.
    calendar: yearCalendar(context.get(localeContext) ?? DEFAULT_LOCALE),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  });
  return { record };
}

export default function SupplierPage({ loaderData }: Route.ComponentProps) {
  return <SupplierRecordView record={loaderData.record} />;
}
