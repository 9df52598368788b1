import { data } from "react-router";
import type { Route } from "./+types/detail";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { parseId } from "~/modules/ids";
import { getTenderView } from "~/modules/tenders/tender-queries.server";
import { outcomeIfRecorded } from "~/modules/awards/outcomes.server";
import { getTenderTeaser } from "~/modules/tenders/tender-teaser.server";
import { listReturnPath } from "~/modules/tenders/list-return";
import { TenderDetail } from "~/modules/tenders/TenderDetail";
import { TenderTeaser } from "~/modules/tenders/TenderTeaser";
import { dbContext } from "~/server/request-context";
import { sharedPageMeta } from "~/ui/meta";
import { minuteClock } from "~/modules/tenders/format";

export const meta: Route.MetaFunction = (args) => {
  const tender = args.loaderData?.tender;
  if (!tender) return [];
  return sharedPageMeta(args, {
    title: tender.title,
    description: tender.snippet,
    path: `/tenders/${tender.id}`,
  });
};

/** Signed in: the whole tender. A visitor: its teaser, the same address for both. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const em = context.get(dbContext);
  const now = new Date();
  const user = getCurrentUser({ context });
  if (!user) {
    const teaser = await getTenderTeaser(em, id, now);
    if (!teaser) throw data(null, { status: 404 });
    return { teaser: true as const, tender: teaser };
  }
  const view = await getTenderView(em, id, user, now);
  if (!view) throw data(null, { status: 404 });
  return {
    teaser: false as const,
    ...view,
    outcome: await outcomeIfRecorded(em, id, view.outcome, now),
    saveFailed: url.searchParams.get("save") === "failed",
    now: minuteClock(now),
    backHref: listReturnPath(url.searchParams.get("from")),
  };
}

export default function TenderPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="detail-page">
      {loaderData.teaser ? (
        <TenderTeaser tender={loaderData.tender} />
      ) : (
        <TenderDetail {...loaderData} />
      )}
    </div>
  );
}
