import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useNavigation } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/pages-edit";
import { formAction } from "~/server/form-action.server";
import { PAGE_TEXT_FORM_LIMIT } from "~/server/body-limits";
import { NotFoundError } from "~/modules/domain-errors";
import { requireAdmin } from "~/modules/auth/guards.server";
import { pageEditSchema } from "~/modules/pages/page.schema";
import { getPageForEdit, updatePage } from "~/modules/pages/pages-admin.server";
import { renderPageMarkdown } from "~/modules/pages/pages.server";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { FormErrors, TextField } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { MarkdownField } from "~/modules/pages/MarkdownField";
import { LocalName } from "~/modules/catalog/LocalName";

// The page text's placeholders, written as they are whatever the language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a placeholder code, not words
const CONTACT_EMAIL = "{{contactEmail}}";
// eslint-disable-next-line lingui/no-unlocalized-strings -- a placeholder code, not words
const CONTACT_PHONE = "{{contactPhone}}";

export const meta: Route.MetaFunction = (args) => {
  const title = args.loaderData?.title;
  return pageMeta(args, title ? msg`Edit ${title}` : msg`Edit page`);
};

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  return getPageForEdit(args.context.get(dbContext), args.params.slug);
});

/** A page's text is up to 100,000 characters of Markdown: more than a plain form. */
export const bodyLimit = PAGE_TEXT_FORM_LIMIT;

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    pageEditSchema,
    async ({ value: { intent, ...page }, reply }) => {
      if (intent === "preview") {
        // The public page's own renderer, so what the admin previews is what visitors get.
        return reply(
          {},
          {
            previewHtml: renderPageMarkdown(page.body),
            previewHtmlAm: page.bodyAm ? renderPageMarkdown(page.bodyAm) : null,
          },
        );
      }
      await updatePage(args.context.get(dbContext), actor, args.params.slug, page);
      return redirect(`/admin/pages?saved=${args.params.slug}`);
    },
    // A page that does not exist is the 404 page, not a message on the form.
    { bodyLimit, shows: (error) => !(error instanceof NotFoundError) },
  );
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  // The page's name in the editor's language (the English, marked, where it has no Amharic).
  const title = <LocalName item={{ name: loaderData.title, nameAm: loaderData.titleAm }} />;
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: {
      title: loaderData.title,
      body: loaderData.body,
      titleAm: loaderData.titleAm,
      bodyAm: loaderData.bodyAm,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageEditSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const previewHtml = actionData?.previewHtml ?? loaderData.html;
  const previewHtmlAm = actionData ? actionData.previewHtmlAm : loaderData.htmlAm;
  return (
    <section className="page-editor">
      <h1>
        <Trans>Edit {title}</Trans>
      </h1>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <fieldset className="page-version">
          <legend>
            <Trans>English</Trans>
          </legend>
          <TextField label={t`Title`} field={fields.title} autoComplete="off" lang="en" />
          <MarkdownField
            field={fields.body}
            label={t`Page text (Markdown)`}
            hintId="body-hint"
            lang="en"
          />
        </fieldset>
        <fieldset className="page-version">
          <legend>
            <Trans>Amharic (optional)</Trans>
          </legend>
          <p className="field-hint">
            <Trans>
              Amharic readers get this version. Where the title or the text is left empty, they get
              the English one.
            </Trans>
          </p>
          <TextField label={t`Amharic title`} field={fields.titleAm} autoComplete="off" lang="am" />
          <MarkdownField
            field={fields.bodyAm}
            label={t`Amharic page text (Markdown)`}
            hintId="body-hint"
            lang="am"
          />
        </fieldset>
        <p className="field-hint" id="body-hint">
          <Trans>
            Markdown: # Heading, **bold**, - list item, [link](https://…). {CONTACT_EMAIL} and{" "}
            {CONTACT_PHONE} become the configured contact details.
          </Trans>
        </p>
        <div className="form-actions">
          <button
            type="submit"
            name="intent"
            value="save"
            className="button"
            disabled={Boolean(pendingIntent)}
          >
            {pendingIntent === "save" ? t`Saving...` : t`Save`}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            className="button button-ghost"
            disabled={Boolean(pendingIntent)}
          >
            {pendingIntent === "preview" ? t`Rendering...` : t`Preview`}
          </button>
        </div>
      </Form>
      <section className="page-preview" aria-labelledby="preview-title">
        <h2 id="preview-title">
          <Trans>Preview</Trans>
        </h2>
        <div
          className="prose page-content"
          lang="en"
          dangerouslySetInnerHTML={{ __html: previewHtml }}
        />
        {previewHtmlAm && (
          <>
            <h3>
              <Trans>Amharic</Trans>
            </h3>
            <div
              className="prose page-content"
              lang="am"
              dangerouslySetInnerHTML={{ __html: previewHtmlAm }}
            />
          </>
        )}
      </section>
    </section>
  );
}
