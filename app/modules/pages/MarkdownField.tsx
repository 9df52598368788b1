import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useHydrated } from "~/ui/useHydrated";

// The Markdown editor is fetched only in the browser and only on the page editor.
const MarkdownEditor = lazy(() => import("./MarkdownEditor.client"));

/**
 * A page's Markdown text. Server render and no-JS: a textarea. It stays mounted while the editor
 * loads, so nothing typed is lost; once the editor is ready it is disabled and hidden.
 */
export function MarkdownField({
  field,
  label,
  hintId,
  lang,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hintId: string;
  lang?: string;
}) {
  const errorId = field.errors?.length ? field.errorId : undefined;
  const hydrated = useHydrated();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [editorReady, setEditorReady] = useState(false);
  const onEditorReady = useCallback(() => setEditorReady(true), []);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hintId })}
        id={editorReady ? undefined : field.id}
        key={field.key}
        ref={textareaRef}
        rows={20}
        className="markdown-input"
        lang={lang}
        hidden={editorReady}
        disabled={editorReady}
      />
      {hydrated && (
        <Suspense fallback={null}>
          <MarkdownEditor
            key={field.key}
            name={field.name}
            id={field.id}
            lang={lang}
            source={textareaRef}
            describedBy={[hintId, errorId].filter(Boolean).join(" ")}
            onReady={onEditorReady}
          />
        </Suspense>
      )}
      {errorId && (
        <p className="field-error" id={errorId}>
          {field.errors?.join(" ")}
        </p>
      )}
    </div>
  );
}
