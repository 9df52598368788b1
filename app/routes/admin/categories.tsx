import { actionName } from "~/ui/action-name";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useActionData, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/categories";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { subcategorySchema } from "~/modules/catalog/catalog.schema";
import {
  addSubcategory,
  getCategoryDetail,
  listCategoriesPage,
} from "~/modules/catalog/categories.server";
import { NotFoundError } from "~/modules/domain-errors";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { LoadingNote } from "~/ui/LoadingNote";
import { Pagination } from "~/ui/Pagination";
import { pageMeta } from "~/ui/meta";
import { parsePage } from "~/ui/paging";
import { DataTable } from "~/ui/DataTable";
import { Notice, noticeText, type NoticeTexts } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CatalogName } from "~/modules/catalog/local-name";
import { AmharicName, EnglishName } from "~/modules/catalog/AdminNames";
import { LocalName } from "~/modules/catalog/LocalName";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Category Management`);

/** The notices in the page's language: the loader picks one, so the page shows it as it is. */
const notices = (i18n: I18n): NoticeTexts => ({
  created: i18n._(msg`Category added successfully!`),
  updated: i18n._(msg`Category updated successfully!`),
  deleted: i18n._(msg`Category deleted.`),
  "subcategory-added": i18n._(msg`Subcategory added.`),
  "subcategory-renamed": i18n._(msg`Subcategory renamed.`),
  "subcategory-deleted": i18n._(msg`Subcategory deleted.`),
  "subcategory-merged": i18n._(msg`Subcategory merged: its tenders and alert profiles moved.`),
});

export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  const i18n = pageI18n(args.context);
  const em = args.context.get(dbContext);
  const params = new URL(args.request.url).searchParams;
  const list = await listCategoriesPage(em, parsePage(params.get("page")));
  const detailId = parseId(params.get("detail"));
  let detail = null;
  if (detailId !== null) {
    // A stale ?detail= (the category was deleted) just shows no panel.
    detail = await getCategoryDetail(em, detailId).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
  }
  return {
    ...list,
    detail,
    canDelete: actor.role === "superadmin",
    notice: noticeText(params, notices(i18n)),
  };
}

/** Add Subcategory, from the detail panel. */
export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    subcategorySchema,
    async ({ value: { categoryId, name, nameAm } }) => {
      await addSubcategory(args.context.get(dbContext), actor, categoryId, name, nameAm ?? null);
      const params = new URL(args.request.url).searchParams;
      params.set("detail", String(categoryId));
      params.set("notice", "subcategory-added");
      return redirect(`/admin/categories?${params}`);
    },
    // A name to correct goes beside the name; a category that went away, above the form.
    { fieldOf: (error) => (error instanceof NotFoundError ? undefined : "name") },
  );
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, page, pageCount, detail, notice, canDelete } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useLingui();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/categories";
  const linkWith = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    params.delete("notice");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `/admin/categories?${query}` : "/admin/categories";
  };
  return (
    <section>
      <div className="admin-heading">
        <h1>
          <Trans>Category Management</Trans>
        </h1>
        <Link to="/admin/categories/create" className="button">
          <Trans>Add New Category</Trans>
        </Link>
      </div>
      <Notice>{notice}</Notice>
      <LoadingNote active={loading} />
      <div className="catalog-columns">
        <div>
          <DataTable
            rows={categories}
            rowKey={(category) => category.id}
            empty={t`No categories found.`}
            columns={[
              { header: t`Name`, cell: (category) => <EnglishName name={category.name} /> },
              {
                header: t`Amharic name`,
                cell: (category) => <AmharicName nameAm={category.nameAm} />,
              },
              {
                header: t`Actions`,
                className: "row-actions",
                cell: ({ id, name }) => (
                  <>
                    <Link
                      to={`/admin/categories/edit/${id}`}
                      aria-label={actionName(t`Edit`, name)}
                    >
                      <Trans>Edit</Trans>
                    </Link>
                    <Link
                      to={linkWith({ detail: String(id) })}
                      aria-label={actionName(t`Detail`, name)}
                    >
                      <Trans>Detail</Trans>
                    </Link>
                    {canDelete && (
                      <Link
                        to={`/admin/categories/delete/${id}`}
                        className="danger-link"
                        aria-label={actionName(t`Delete`, name)}
                      >
                        <Trans>Delete</Trans>
                      </Link>
                    )}
                  </>
                ),
              },
            ]}
          />
          <Pagination page={page} pageCount={pageCount} label={t`Category pages`} showPageCount />
        </div>
        {detail && (
          <DetailPanel
            detail={detail}
            closeHref={linkWith({ detail: null })}
            canDelete={canDelete}
          />
        )}
      </div>
    </section>
  );
}

function DetailPanel({
  detail,
  closeHref,
  canDelete,
}: {
  detail: CatalogName & { id: number; subcategories: (CatalogName & { id: number })[] };
  closeHref: string;
  canDelete: boolean;
}) {
  const { t } = useLingui();
  const [form, fields] = useForm({
    // The panel is keyed per category, so errors never show against another category.
    id: `subcategory-${detail.id}`,
    lastResult: useActionData<typeof action>()?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: subcategorySchema }),
    shouldValidate: "onSubmit",
  });
  const nameError = fields.name.errors?.join(" ");
  return (
    <aside className="detail-panel" aria-labelledby="detail-title">
      <h2 id="detail-title">
        <LocalName item={detail} />
      </h2>
      <h3>
        <Trans>Subcategories</Trans>
      </h3>
      {detail.subcategories.length === 0 ? (
        <p>
          <Trans>No subcategories available.</Trans>
        </p>
      ) : (
        <ul className="subcategory-list">
          {detail.subcategories.map(({ id, name, nameAm }) => (
            <li key={id}>
              <span className="subcategory-name">
                <EnglishName name={name} />
                {nameAm && (
                  <>
                    {" · "}
                    <span lang="am">{nameAm}</span>
                  </>
                )}
              </span>
              <span className="row-actions">
                <Link
                  to={`/admin/categories/${detail.id}/subcategories/${id}/rename`}
                  aria-label={actionName(t`Rename`, name)}
                >
                  <Trans>Rename</Trans>
                </Link>
                {canDelete && (
                  <Link
                    to={`/admin/categories/${detail.id}/subcategories/${id}/delete`}
                    className="danger-link"
                    aria-label={actionName(t`Delete`, name)}
                  >
                    <Trans>Delete</Trans>
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <Form method="post" {...getFormProps(form)} className="add-row-form">
        <input type="hidden" name="categoryId" value={detail.id} />
        <label htmlFor={fields.name.id}>
          <Trans>New subcategory</Trans>
        </label>
        <input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
        {nameError && (
          <p className="field-error" id={fields.name.errorId}>
            {nameError}
          </p>
        )}
        <label htmlFor={fields.nameAm.id}>
          <Trans>Name in Amharic (optional)</Trans>
        </label>
        <input
          {...getInputProps(fields.nameAm, { type: "text" })}
          key={fields.nameAm.key}
          lang="am"
        />
        {fields.nameAm.errors && (
          <p className="field-error" id={fields.nameAm.errorId}>
            {fields.nameAm.errors.join(" ")}
          </p>
        )}
        <button type="submit" className="button">
          <Trans>Add Subcategory</Trans>
        </button>
      </Form>
      <Link to={closeHref} className="button button-ghost">
        <Trans>Close</Trans>
      </Link>
    </aside>
  );
}
