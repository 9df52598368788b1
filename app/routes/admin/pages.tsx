import { actionName } from "~/ui/action-name";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/pages";
import { requireAdmin } from "~/modules/auth/guards.server";
import { listPagesForAdmin } from "~/modules/pages/pages-admin.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LocalName } from "~/modules/catalog/LocalName";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Pages`);

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { pages: await listPagesForAdmin(args.context.get(dbContext)) };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const saved = searchParams.get("saved");
  const { t } = useLingui();
  return (
    <section>
      <h1>
        <Trans>Pages</Trans>
      </h1>
      {saved && (
        <Notice>
          <Trans>
            Page saved. <Link to={`/${saved}`}>View the public page</Link>
          </Trans>
        </Notice>
      )}
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Title</Trans>
              </th>
              <th scope="col">
                <Trans>Public address</Trans>
              </th>
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.pages.map(({ slug, title, titleAm }) => (
              <tr key={slug}>
                <td>
                  <LocalName item={{ name: title, nameAm: titleAm }} />
                </td>
                <td>
                  <Link to={`/${slug}`}>/{slug}</Link>
                </td>
                <td>
                  <Link to={`/admin/pages/${slug}`} aria-label={actionName(t`Edit`, title)}>
                    <Trans>Edit</Trans>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
