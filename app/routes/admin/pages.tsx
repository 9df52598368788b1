import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/pages";
import { requireAdmin } from "~/modules/auth/guards.server";
import { listPagesForAdmin } from "~/modules/pages/pages-admin.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Pages`);

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { pages: await listPagesForAdmin(args.context.get(dbContext)) };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const saved = searchParams.get("saved");
  return (
    <section>
      <h1>Pages</h1>
      {saved && (
        <Notice>
          Page saved. <Link to={`/${saved}`}>View the public page</Link>
        </Notice>
      )}
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Public address</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.pages.map((page) => (
              <tr key={page.slug}>
                <td>{page.title}</td>
                <td>
                  <Link to={`/${page.slug}`}>/{page.slug}</Link>
                </td>
                <td>
                  <Link to={`/admin/pages/${page.slug}`} aria-label={`Edit ${page.title}`}>
                    Edit
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
