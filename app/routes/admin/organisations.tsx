import { Form, Link } from "react-router";
import type { Route } from "./+types/organisations";
import { requireAdmin } from "~/modules/auth/guards.server";
import { readDirectoryQuery } from "~/modules/profiles/directory.schema";
import { adminOrganisations } from "~/modules/profiles/organisation-merge.server";
import { organisationHref } from "~/modules/profiles/profile-links";
import { dbContext } from "~/server/request-context";
import { DataTable } from "~/ui/DataTable";
import { Notice } from "~/ui/Notice";
import { pageMeta } from "~/ui/meta";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Organisations`);

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { url, context } = args;
  const query = readDirectoryQuery(url.searchParams);
  const list = await adminOrganisations(context.get(dbContext), query);
  const [merged, into, moved] = ["merged", "into", "tenders"].map((name) =>
    url.searchParams.get(name),
  );
  const count = Number(moved);
  const notice =
    merged && into && Number.isInteger(count)
      ? pageI18n(context)._(
          msg`Merged "${merged}" into "${into}": ${plural(count, { one: "# tender", other: "# tenders" })} moved.`,
        )
      : null;
  return { query, ...list, notice };
}

function pageHref(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set("q", q);
  return `/admin/organisations?${params}`;
}

/** The issuing organisations as tenders name them; a spelling of another can be merged into it. */
export default function AdminOrganisations({ loaderData }: Route.ComponentProps) {
  const { query, items, hasNext, notice } = loaderData;
  const { t } = useLingui();
  return (
    <section>
      <h1>
        <Trans>Organisations</Trans>
      </h1>
      <p>
        <Trans>
          Names as tenders give them. When two names are one organisation spelt differently, merge
          the misspelt one into the other: its tenders, alert profiles and profile address move to
          the kept name, and tenders written later with the misspelling take the kept name too.
        </Trans>
      </p>
      <Notice>{notice}</Notice>
      <Form method="get" action="/admin/organisations" role="search" className="admin-search">
        <label htmlFor="admin-organisation-search" className="visually-hidden">
          <Trans>Search organisations</Trans>
        </label>
        <input
          id="admin-organisation-search"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={100}
        />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </Form>
      <DataTable
        rows={items}
        rowKey={(row) => row.id}
        empty={t`No organisation found.`}
        columns={[
          {
            header: t`Name`,
            cell: (row) =>
              row.mergedInto ? row.name : <Link to={organisationHref(row.slug)}>{row.name}</Link>,
          },
          {
            header: t`Tenders`,
            cell: (row) => (row.capped ? `${row.tenders}+` : String(row.tenders)),
          },
          {
            header: t`Actions`,
            cell: (row) => {
              const { mergedInto: kept, name } = row;
              return kept ? (
                <Trans>Merged into “{kept}”</Trans>
              ) : (
                <Link to={`/admin/organisations/${row.id}/merge`} aria-label={t`Merge ${name}`}>
                  <Trans>Merge…</Trans>
                </Link>
              );
            },
          },
        ]}
      />
      <nav className="pagination" aria-label={t`Pages`}>
        <ul>
          <li>
            {query.page > 1 ? (
              <Link to={pageHref(query.q, query.page - 1)} rel="prev">
                <Trans>Previous</Trans>
              </Link>
            ) : (
              <span aria-disabled="true">
                <Trans>Previous</Trans>
              </span>
            )}
          </li>
          <li>
            {hasNext ? (
              <Link to={pageHref(query.q, query.page + 1)} rel="next">
                <Trans>Next</Trans>
              </Link>
            ) : (
              <span aria-disabled="true">
                <Trans>Next</Trans>
              </span>
            )}
          </li>
        </ul>
      </nav>
    </section>
  );
}
