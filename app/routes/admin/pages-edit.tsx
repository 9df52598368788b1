import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
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
import { useHydrated } from "~/ui/useHydrated";

// The Markdown editor is fetched only in the browser and only on this admin page.
const MarkdownEditor = lazy(() => import("~/modules/pages/MarkdownEditor.client"));

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
    async ({ value: { intent, title, body }, reply }) => {
      if (intent === "preview") {
        // The public page's own renderer, so what the admin previews is what visitors get.
        return reply({}, { previewHtml: renderPageMarkdown(body) });
      }
      await updatePage(args.context.get(dbContext), actor, args.params.slug, { title, body });
      return redirect(`/admin/pages?saved=${args.params.slug}`);
    },
    // A page that does not exist is the 404 page, not a message on the form.
    { bodyLimit, shows: (error) => !(error instanceof NotFoundError) },
  );
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { title } = loaderData;
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { title: loaderData.title, body: loaderData.body },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageEditSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const previewHtml = actionData?.previewHtml ?? loaderData.html;
  const bodyErrorId = fields.body.errors?.length ? fields.body.errorId : undefined;
  const hydrated = useHydrated();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [editorReady, setEditorReady] = useState(false);
  const onEditorReady = useCallback(() => setEditorReady(true), []);
  return (
    <section className="page-editor">
      <h1>
        <Trans>Edit {title}</Trans>
      </h1>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <TextField label={t`Title`} field={fields.title} autoComplete="off" />
        <div className="field">
          <label htmlFor={fields.body.id}>
            <Trans>Page text (Markdown)</Trans>
          </label>
          {/* Server render and no-JS: this textarea. It stays mounted while the editor loads, so
              nothing typed is lost; once the editor is ready it is disabled and hidden. */}
          <textarea
            {...getTextareaProps(fields.body, { ariaDescribedBy: "body-hint" })}
            id={editorReady ? undefined : fields.body.id}
            key={fields.body.key}
            ref={textareaRef}
            rows={20}
            className="markdown-input"
            hidden={editorReady}
            disabled={editorReady}
          />
          {hydrated && (
            <Suspense fallback={null}>
              <MarkdownEditor
                key={fields.body.key}
                name={fields.body.name}
                id={fields.body.id}
                source={textareaRef}
                describedBy={["body-hint", bodyErrorId].filter(Boolean).join(" ")}
                onReady={onEditorReady}
              />
            </Suspense>
          )}
          <p className="field-hint" id="body-hint">
            <Trans>
              Markdown: # Heading, **bold**, - list item, [link](https://…). {CONTACT_EMAIL} and{" "}
              {CONTACT_PHONE} become the configured contact details.
            </Trans>
          </p>
          {bodyErrorId && (
            <p className="field-error" id={bodyErrorId}>
              {fields.body.errors?.join(" ")}
            </p>
          )}
        </div>
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
        <div className="prose page-content" dangerouslySetInnerHTML={{ __html: previewHtml }} />
      </section>
    </section>
  );
}
