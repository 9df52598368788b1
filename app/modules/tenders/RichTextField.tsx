import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useHydrated } from "~/ui/useHydrated";

// Lazy: public pages never download Quill.
const RichTextEditor = lazy(() => import("./RichTextEditor.client"));

/** Without JavaScript a plain <textarea> posting HTML under the same name. */
export function RichTextField({
  name,
  id,
  label,
  defaultValue,
  errors,
  errorId,
}: {
  name: string;
  id: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  errorId: string;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [editorReady, setEditorReady] = useState(false);
  const onEditorReady = useCallback(() => setEditorReady(true), []);
  const hintId = `${id}-hint`;
  const describedBy = errors?.length ? `${hintId} ${errorId}` : hintId;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* Always the form field: nothing typed while Quill loads is lost. */}
      <textarea
        id={editorReady ? undefined : id}
        name={name}
        ref={textareaRef}
        rows={14}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        aria-invalid={errors?.length ? true : undefined}
        placeholder={t`Start typing here...`}
        hidden={editorReady}
      />
      {hydrated && (
        <Suspense fallback={null}>
          <RichTextEditor
            id={id}
            label={label}
            source={textareaRef}
            describedBy={describedBy}
            onReady={onEditorReady}
          />
        </Suspense>
      )}
      <p className="field-hint" id={hintId}>
        {editorReady
          ? t`Headings, tables (the first row is the header) and alignment are kept.`
          : t`HTML is allowed: headings, lists, tables, links and alignment are kept.`}
      </p>
      {errors?.length ? (
        <p className="field-error" id={errorId}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
