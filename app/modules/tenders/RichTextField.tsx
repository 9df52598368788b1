import { lazy, Suspense } from "react";
import { useHydrated } from "~/ui/useHydrated";

// Quill is fetched only in the browser, after the page is interactive, and only by the pages
// that render this field (admin tender forms): public pages never download it.
const RichTextEditor = lazy(() => import("./RichTextEditor.client"));

/**
 * The tender description. Server render and no-JS: a plain <textarea> posting HTML. With
 * JavaScript it becomes the Quill editor, which posts under the same name.
 */
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
  const hydrated = useHydrated();
  const hintId = `${id}-hint`;
  const describedBy = errors?.length ? `${hintId} ${errorId}` : hintId;
  const textarea = (
    <textarea
      id={id}
      name={name}
      rows={14}
      defaultValue={defaultValue}
      aria-describedby={describedBy}
      aria-invalid={errors?.length ? true : undefined}
      placeholder="Start typing here..."
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hydrated ? (
        <Suspense fallback={textarea}>
          <RichTextEditor
            name={name}
            id={id}
            label={label}
            defaultValue={defaultValue}
            describedBy={describedBy}
          />
        </Suspense>
      ) : (
        textarea
      )}
      <p className="field-hint" id={hintId}>
        {hydrated
          ? "Headings, tables (the first row is the header) and alignment are kept."
          : "HTML is allowed: headings, lists, tables, links and alignment are kept."}
      </p>
      {errors?.length ? (
        <p className="field-error" id={errorId}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
