import { data } from "react-router";
import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/detail";
import { requireUser } from "~/modules/auth/guards.server";
import { parseId } from "~/modules/ids";
import { getTenderView } from "~/modules/tenders/tender-queries.server";
import { listReturnPath } from "~/modules/tenders/list-return";
import { TenderDetail } from "~/modules/tenders/TenderDetail";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { minuteClock } from "~/modules/tenders/format";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.tender.title ?? msg`Tender`);

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const em = context.get(dbContext);
  const now = new Date();
  const view = await getTenderView(em, id, user, now);
  if (!view) throw data(null, { status: 404 });
  return {
    ...view,
    saveFailed: url.searchParams.get("save") === "failed",
    now: minuteClock(now),
    backHref: listReturnPath(url.searchParams.get("from")),
  };
}

export default function TenderPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="detail-page">
      <TenderDetail {...loaderData} />
    </div>
  );
}
