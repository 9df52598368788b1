import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { requireUser } from "~/modules/auth/guards.server";
import { readDirectoryQuery } from "~/modules/profiles/directory.schema";
import { DirectoryPage } from "~/modules/profiles/DirectoryPage";
import { formatCount } from "~/modules/profiles/profile-format";
import { supplierHref } from "~/modules/profiles/profile-links";
import { listSuppliers } from "~/modules/profiles/supplier-record.server";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Suppliers`);

/** Signed-in users only, like the track records it leads to. */
export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const query = readDirectoryQuery(args.url.searchParams);
  return { query, directory: await listSuppliers(args.context.get(dbContext), query) };
}

export default function SuppliersPage({ loaderData }: Route.ComponentProps) {
  const { query, directory } = loaderData;
  const { t } = useLingui();
  const locale = usePageLocale();
  const typed = query.q;
  return (
    <DirectoryPage
      title={t`Suppliers`}
      intro={
        <>
          <Trans>The companies that won tenders, and what each of them won.</Trans>{" "}
          <Link to="/organisations">
            <Trans>Who issued them: buyers</Trans>
          </Link>
        </>
      }
      path="/suppliers"
      query={query}
      searchLabel={t`Search suppliers`}
      placeholder={t`Name of a supplier...`}
      hasNext={directory.hasNext}
    >
      {directory.items.length ? (
        <ul className="directory-list">
          {directory.items.map((item) => (
            <li key={item.slug}>
              <Link to={supplierHref(item.slug)}>{item.name}</Link>
              <span className="directory-count">
                {item.awards.capped ? (
                  <AwardCount count={formatCount(item.awards, locale)} />
                ) : (
                  <Plural value={item.awards.count} one="# award" other="# awards" />
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {typed ? (
            <Trans>No supplier matches “{typed}”.</Trans>
          ) : (
            <Trans>No supplier has won an award yet.</Trans>
          )}
        </p>
      )}
    </DirectoryPage>
  );
}

function AwardCount({ count }: { count: string }) {
  return <Trans>{count} awards</Trans>;
}
