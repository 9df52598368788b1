import { actionName } from "~/ui/action-name";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import type { Route } from "./+types/tenders";
import { requireAdmin } from "~/modules/auth/guards.server";
import { listAdminTenders } from "~/modules/tenders/admin-tenders.server";
import { dbContext } from "~/server/request-context";
import { DataTable } from "~/ui/DataTable";
import { Pagination } from "~/ui/Pagination";
import { pageMeta } from "~/ui/meta";
import { parsePage } from "~/ui/paging";
import { Notice, noticeText } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PUBLICATION_STATES } from "~/modules/tenders/publication-state";
import { PublicationStatus, PublishNowForm } from "~/modules/tenders/PublicationStatus";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Tender Management`);

export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const publication = params.get("publication");
  return listAdminTenders(args.context.get(dbContext), actor, {
    search: params.get("q") ?? "",
    page: parsePage(params.get("page")),
    // Anything else (a hand-typed value) lists every tender.
    publication: PUBLICATION_STATES.find((state) => state === publication),
  });
}

export default function AdminTenders({ loaderData }: Route.ComponentProps) {
  const { tenders, page, pageCount, search, publication } = loaderData;
  const [searchParams] = useSearchParams();
  const { t } = useLingui();
  const notice = noticeText(searchParams, {
    deleted: t`Tender deleted.`,
    published: t`Tender published.`,
  });
  return (
    <section>
      <div className="admin-heading">
        <h1>
          <Trans>Tender Management</Trans>
        </h1>
        <div className="admin-heading-actions">
          <Link to="/admin/tenders/import" className="button button-ghost">
            <Trans>Import tenders</Trans>
          </Link>
          <Link to="/admin/awards/import" className="button button-ghost">
            <Trans>Import award notices</Trans>
          </Link>
          <Link to="/admin/tenders/create" className="button">
            <Trans>Add New Tender</Trans>
          </Link>
        </div>
      </div>
      <Notice>{notice}</Notice>
      <Form method="get" role="search" className="admin-search">
        <label htmlFor="tender-search" className="visually-hidden">
          <Trans>Search tenders by title</Trans>
        </label>
        <input
          id="tender-search"
          type="search"
          name="q"
          defaultValue={search}
          placeholder={t`Search tenders by title...`}
          key={search}
        />
        <label htmlFor="tender-publication" className="visually-hidden">
          <Trans>Publication</Trans>
        </label>
        <select
          id="tender-publication"
          name="publication"
          defaultValue={publication ?? ""}
          key={publication ?? ""}
        >
          <option value="">{t`All tenders`}</option>
          <option value="draft">{t`Drafts`}</option>
          <option value="scheduled">{t`Scheduled`}</option>
          <option value="published">{t`Published`}</option>
        </select>
        <button type="submit" className="button button-small">
          <Trans>Search</Trans>
        </button>
      </Form>
      <DataTable
        rows={tenders}
        rowKey={(tender) => tender.id}
        empty={t`No tenders found.`}
        columns={[
          {
            header: t`Title`,
            cell: (tender) =>
              tender.canEdit ? (
                // Its publisher and superadmins preview a draft or scheduled tender.
                <Link to={`/tenders/${tender.id}`}>{tender.title}</Link>
              ) : (
                tender.title
              ),
          },
          {
            header: t`Status`,
            cell: (tender) => (
              <PublicationStatus
                publication={tender.publication}
                publishedAt={tender.publishedAt}
              />
            ),
          },
          {
            header: t`Actions`,
            className: "admin-actions",
            cell: ({ id, title, canEdit, canPublish, canDelete, publication }) => (
              <>
                {canPublish && <PublishNowForm id={id} title={title} from="list" />}
                {canEdit && (
                  <Link to={`/admin/tenders/edit/${id}`} aria-label={actionName(t`Edit`, title)}>
                    <Trans>Edit</Trans>
                  </Link>
                )}
                {publication === "published" && (
                  <Link
                    to={`/admin/tenders/${id}/outcome`}
                    aria-label={actionName(t`Outcome`, title)}
                  >
                    <Trans>Outcome</Trans>
                  </Link>
                )}
                <Link
                  to={`/admin/tenders/create?copyOf=${id}`}
                  aria-label={actionName(t`Copy`, title)}
                >
                  <Trans>Copy</Trans>
                </Link>
                {canDelete && <DeleteLink id={id} title={title} />}
              </>
            ),
          },
        ]}
      />
      {tenders.length > 0 && (
        <Pagination page={page} pageCount={pageCount} label={t`Tender pages`} showPageCount />
      )}
    </section>
  );
}

/**
 * Without JavaScript: a link to the confirmation page. With it: the browser's confirm dialog,
 * then the same POST the confirmation page makes.
 */
function DeleteLink({ id, title }: { id: number; title: string }) {
  const submit = useSubmit();
  const { t } = useLingui();
  const href = `/admin/tenders/${id}/delete`;
  return (
    <Link
      to={href}
      className="danger-link"
      aria-label={actionName(t`Delete`, title)}
      onClick={(event) => {
        event.preventDefault();
        if (window.confirm(t`Are you sure you want to delete this tender?`)) {
          void submit({ confirm: "yes" }, { method: "post", action: href });
        }
      }}
    >
      <Trans>Delete</Trans>
    </Link>
  );
}
