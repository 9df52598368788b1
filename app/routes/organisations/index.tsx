import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { readDirectoryQuery } from "~/modules/profiles/directory.schema";
import { DirectoryPage } from "~/modules/profiles/DirectoryPage";
import { listOrganisations } from "~/modules/profiles/organisation-directory.server";
import { formatCount } from "~/modules/profiles/profile-format";
import { organisationHref } from "~/modules/profiles/profile-links";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Buyers`);

/** Public: the buyers whose tenders are listed, by name or by words of it. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = readDirectoryQuery(url.searchParams);
  const signedIn = getCurrentUser({ context }) !== null;
  return { query, signedIn, directory: await listOrganisations(context.get(dbContext), query) };
}

export default function OrganisationsPage({ loaderData }: Route.ComponentProps) {
  const { query, directory, signedIn } = loaderData;
  const { t } = useLingui();
  const locale = usePageLocale();
  const typed = query.q;
  return (
    <DirectoryPage
      title={t`Buyers`}
      intro={
        <>
          <Trans>
            The organisations that issue tenders: their open tenders, the awards they made and what
            they buy most.
          </Trans>
          {signedIn && (
            <>
              {" "}
              <Link to="/suppliers">
                <Trans>Who won their tenders: suppliers</Trans>
              </Link>
            </>
          )}
        </>
      }
      path="/organisations"
      query={query}
      searchLabel={t`Search buyers`}
      placeholder={t`Name of a buyer...`}
      hasNext={directory.hasNext}
    >
      {directory.nearest && (
        <p className="directory-note" role="status">
          <Trans>No buyer's name holds “{typed}”. The closest names:</Trans>
        </p>
      )}
      {directory.items.length ? (
        <ul className="directory-list">
          {directory.items.map((item) => (
            <li key={item.slug}>
              <Link to={organisationHref(item.slug)}>{item.name}</Link>
              <span className="directory-count">
                {item.open.count === 0 ? (
                  <Trans>no open tender</Trans>
                ) : item.open.capped ? (
                  <OpenCount count={formatCount(item.open, locale)} />
                ) : (
                  <Plural value={item.open.count} one="# open tender" other="# open tenders" />
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{typed ? <Trans>No buyer matches “{typed}”.</Trans> : <Trans>No buyers yet.</Trans>}</p>
      )}
    </DirectoryPage>
  );
}

function OpenCount({ count }: { count: string }) {
  return <Trans>{count} open tenders</Trans>;
}
