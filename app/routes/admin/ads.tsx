import { useNavigation } from "react-router";
import type { Route } from "./+types/ads";
import { requireAdmin } from "~/modules/auth/guards.server";
import { listAdvertContactsPage } from "~/modules/contact/advert-contacts.server";
import { dbContext } from "~/server/request-context";
import { LoadingNote } from "~/ui/LoadingNote";
import { Pagination } from "~/ui/Pagination";
import { pageMeta } from "~/ui/meta";
import { parsePage } from "~/ui/paging";
import { DataTable } from "~/ui/DataTable";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Ads Contact`);

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const page = parsePage(new URL(args.request.url).searchParams.get("page"));
  return listAdvertContactsPage(args.context.get(dbContext), page);
}

/** Long messages are cut in the table; the whole text opens in place (a <details>, no JS). */
const PREVIEW_LENGTH = 80;

export default function Ads({ loaderData }: Route.ComponentProps) {
  const { ads, page, pageCount } = loaderData;
  const { t } = useLingui();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/ads";
  return (
    <section>
      <h1>
        <Trans>Ads Contact</Trans>
      </h1>
      <LoadingNote active={loading} />
      <DataTable
        rows={ads}
        rowKey={(ad) => ad.id}
        empty={t`No ads found.`}
        columns={[
          { header: t`Name`, cell: (ad) => ad.name },
          { header: t`Email`, cell: (ad) => <a href={`mailto:${ad.email}`}>{ad.email}</a> },
          { header: t`Phone`, cell: (ad) => ad.phone },
          {
            header: t`Subject`,
            className: "message-cell",
            cell: (ad) =>
              ad.subject.length <= PREVIEW_LENGTH ? (
                <p className="message-text">{ad.subject}</p>
              ) : (
                <details>
                  <summary>{ad.subject.slice(0, PREVIEW_LENGTH).trimEnd()}…</summary>
                  <p className="message-text">{ad.subject}</p>
                </details>
              ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} label={t`Ad pages`} showPageCount />
    </section>
  );
}
