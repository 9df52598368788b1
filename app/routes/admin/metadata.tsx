import { actionName } from "~/ui/action-name";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/metadata";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import {
  METADATA_KINDS,
  metadataItemSchema,
  type MetadataKind,
} from "~/modules/catalog/catalog.schema";
import { addMetadataItem, listMetadataPage } from "~/modules/catalog/metadata.server";
import { METADATA_TEXTS } from "~/modules/catalog/metadata-texts";
import { DuplicateNameError } from "~/modules/domain-errors";
import { dbContext } from "~/server/request-context";
import { LoadingNote } from "~/ui/LoadingNote";
import { Pagination } from "~/ui/Pagination";
import { pageMeta } from "~/ui/meta";
import { parsePage } from "~/ui/paging";
import { Notice } from "~/ui/Notice";
import { DataTable } from "~/ui/DataTable";
import { pageI18n } from "~/i18n/page-i18n.server";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AmharicName, EnglishName } from "~/modules/catalog/AdminNames";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Tender Metadata`);

function parseTab(value: string | null): MetadataKind {
  return METADATA_KINDS.includes(value as MetadataKind) ? (value as MetadataKind) : "languages";
}

export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const tab = parseTab(params.get("tab"));
  const list = await listMetadataPage(
    args.context.get(dbContext),
    tab,
    parsePage(params.get("page")),
  );
  return {
    ...list,
    tab,
    notice: noticeFrom(params, pageI18n(args.context)),
    canDelete: actor.role === "superadmin",
  };
}

/** What the last add, rename, delete or merge did (its redirect names the items). */
function noticeFrom(params: URLSearchParams, i18n: I18n): string | null {
  const [added, renamed, deleted, merged, into] = [
    "added",
    "renamed",
    "deleted",
    "merged",
    "into",
  ].map((name) => params.get(name));
  if (added) return i18n._(msg`Added "${added}".`);
  if (renamed) return i18n._(msg`Renamed to "${renamed}".`);
  if (deleted) return i18n._(msg`Deleted "${deleted}".`);
  if (merged && into) return i18n._(msg`Merged "${merged}" into "${into}".`);
  return null;
}

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    metadataItemSchema,
    async ({ value: { kind, name, nameAm }, i18n, reply }) => {
      const em = args.context.get(dbContext);
      const result = await addMetadataItem(em, actor, kind, name, nameAm ?? null);
      if (!result.added) {
        // A blank name is ignored; a gentle note says why nothing happened.
        return reply({ formErrors: [i18n._(msg`Nothing added: the name was empty.`)] });
      }
      // The newest item may be on any page (lists are sorted by name): show page 1 and say so.
      return redirect(
        `/admin/metadata?${new URLSearchParams({ tab: kind, page: "1", added: result.name })}`,
      );
    },
    { fieldOf: (error) => (error instanceof DuplicateNameError ? "name" : undefined) },
  );
}

export default function Metadata({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, items, page, pageCount, notice, canDelete } = loaderData;
  const { i18n, t } = useLingui();
  const texts = METADATA_TEXTS[tab];
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/metadata";
  const [form, fields] = useForm({
    // One form state per tab, so an error on Languages does not follow you to Regions.
    id: `metadata-${tab}`,
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: metadataItemSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <section>
      <h1>
        <Trans>Tender Metadata</Trans>
      </h1>
      <nav className="tabs" aria-label={t`Metadata kinds`}>
        {METADATA_KINDS.map((kind) => (
          <Link
            key={kind}
            to={`/admin/metadata?tab=${kind}&page=1`}
            aria-current={kind === tab ? "page" : undefined}
            className={kind === tab ? "tab tab-active" : "tab"}
          >
            {i18n._(METADATA_TEXTS[kind].tab)}
          </Link>
        ))}
      </nav>
      <Notice>{notice}</Notice>
      {form.errors && (
        <Notice tone="info" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <Form method="post" {...getFormProps(form)} className="add-row-form">
        <input type="hidden" name="kind" value={tab} />
        <label htmlFor={fields.name.id}>{i18n._(texts.newName)}</label>
        <input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} />
        {fields.name.errors && (
          <p className="field-error" id={fields.name.errorId}>
            {fields.name.errors.join(" ")}
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
          {i18n._(texts.add)}
        </button>
      </Form>
      <LoadingNote active={loading} />
      <DataTable
        rows={items}
        rowKey={(item) => item.id}
        empty={i18n._(texts.none)}
        columns={[
          { header: t`Name`, cell: (item) => <EnglishName name={item.name} /> },
          { header: t`Amharic name`, cell: (item) => <AmharicName nameAm={item.nameAm} /> },
          {
            // The links wrap inside a span: a flex table cell would lose its row's border.
            header: t`Actions`,
            cell: ({ id, name }) => (
              <span className="row-actions">
                <Link
                  to={`/admin/metadata/${tab}/${id}/rename`}
                  aria-label={actionName(t`Rename`, name)}
                >
                  <Trans>Rename</Trans>
                </Link>
                {canDelete && (
                  <Link
                    to={`/admin/metadata/${tab}/${id}/delete`}
                    className="danger-link"
                    aria-label={actionName(t`Delete`, name)}
                  >
                    <Trans>Delete</Trans>
                  </Link>
                )}
              </span>
            ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} label={i18n._(texts.pages)} showPageCount />
    </section>
  );
}
