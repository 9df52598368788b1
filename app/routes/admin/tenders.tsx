import { Form, Link, useSearchParams, useSubmit } from "react-router";
import type { Route } from "./+types/tenders";
import { requireAdmin } from "~/modules/auth/guards.server";
import { listAdminTenders } from "~/modules/tenders/admin-tenders.server";
import { dbContext } from "~/server/request-context";
import { DataTable } from "~/ui/DataTable";
import { Pagination } from "~/ui/Pagination";
import { pageMeta } from "~/ui/meta";
import { parsePage } from "~/ui/paging";
import { Notice, noticeText, type NoticeTexts } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Tender Management`);

const DELETE_QUESTION = "Are you sure you want to delete this tender?";

const NOTICES: NoticeTexts = {
  deleted: "Tender deleted.",
};

export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  return listAdminTenders(args.context.get(dbContext), actor, {
    search: params.get("q") ?? "",
    page: parsePage(params.get("page")),
  });
}

export default function AdminTenders({ loaderData }: Route.ComponentProps) {
  const { tenders, page, pageCount, search } = loaderData;
  const [searchParams] = useSearchParams();
  const notice = noticeText(searchParams, NOTICES);
  return (
    <section>
      <div className="admin-heading">
        <h1>Tender Management</h1>
        <Link to="/admin/tenders/create" className="button">
          Add New Tender
        </Link>
      </div>
      <Notice>{notice}</Notice>
      <Form method="get" role="search" className="admin-search">
        <label htmlFor="tender-search" className="visually-hidden">
          Search tenders by title
        </label>
        <input
          id="tender-search"
          type="search"
          name="q"
          defaultValue={search}
          placeholder="Search tenders by title..."
          key={search}
        />
        <button type="submit" className="button button-small">
          Search
        </button>
      </Form>
      <DataTable
        rows={tenders}
        rowKey={(tender) => tender.id}
        empty="No tenders found."
        columns={[
          { header: "Title", cell: (tender) => tender.title },
          {
            header: "Actions",
            className: "admin-actions",
            cell: (tender) => (
              <>
                {tender.canEdit && (
                  <Link to={`/admin/tenders/edit/${tender.id}`} aria-label={`Edit ${tender.title}`}>
                    Edit
                  </Link>
                )}
                {tender.canDelete && <DeleteLink id={tender.id} title={tender.title} />}
              </>
            ),
          },
        ]}
      />
      {tenders.length > 0 && (
        <Pagination page={page} pageCount={pageCount} label="Tender pages" showPageCount />
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
  const href = `/admin/tenders/${id}/delete`;
  return (
    <Link
      to={href}
      className="danger-link"
      aria-label={`Delete ${title}`}
      onClick={(event) => {
        event.preventDefault();
        if (window.confirm(DELETE_QUESTION)) {
          void submit({ confirm: "yes" }, { method: "post", action: href });
        }
      }}
    >
      Delete
    </Link>
  );
}
