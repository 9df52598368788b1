import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import ReactQuill, { Quill } from "react-quill-new";
import "react-quill-new/dist/quill.snow.css";

// Inline `text-align`, not ql-align-* classes: the public page has no Quill stylesheet.
Quill.register(Quill.import("attributors/style/align") as never, true);

type TableModule = {
  insertTable(rows: number, columns: number): void;
  insertRowBelow(): void;
  insertColumnRight(): void;
  deleteRow(): void;
  deleteColumn(): void;
  deleteTable(): void;
};
type ToolbarThis = { quill: Quill };

/** Focusing the editor first keeps its selection. */
function tableCommand(run: (table: TableModule) => void) {
  return function (this: ToolbarThis) {
    this.quill.getSelection(true);
    run(this.quill.getModule("table") as TableModule);
  };
}

const TABLE_BUTTONS = [
  { format: "table-insert", label: msg`Insert table`, text: msg`Table` },
  { format: "table-row-add", label: msg`Add row`, text: msg`+ Row` },
  { format: "table-row-delete", label: msg`Delete row`, text: msg`− Row` },
  { format: "table-column-add", label: msg`Add column`, text: msg`+ Column` },
  { format: "table-column-delete", label: msg`Delete column`, text: msg`− Column` },
  { format: "table-delete", label: msg`Delete table`, text: msg`✕ Table` },
] as const;

const ALIGNMENTS = [
  { value: "", label: msg`Align left` },
  { value: "center", label: msg`Align center` },
  { value: "right", label: msg`Align right` },
  { value: "justify", label: msg`Align justify` },
] as const;

const HEADINGS = ["1", "2", "3", "4", "5", "6"] as const;

/** Quill's table only knows <td>; the server promotes the first row again on save. */
function toEditorHtml(html: string): string {
  return html
    .replace(/<\/?thead\b[^>]*>/gi, "")
    .replace(/<(\/?)th\b/gi, "<$1td")
    .replace(/\s(scope|colspan|rowspan)="[^"]*"/gi, "");
}

/** Quill 2 writes every space as &nbsp;, which would glue words for search and wrapping. */
function fromEditorHtml(html: string): string {
  return html.replaceAll("&nbsp;", " ");
}

/**
 * Browser only: Quill touches `document` when imported. The textarea stays the form field, so
 * the form posts exactly as without JavaScript.
 */
export default function RichTextEditor({
  id,
  label,
  source,
  describedBy,
  onReady,
}: {
  id: string;
  label: string;
  source: RefObject<HTMLTextAreaElement | null>;
  describedBy?: string;
  onReady: () => void;
}) {
  const { t, i18n } = useLingui();
  const [initial] = useState(() => toEditorHtml(source.current?.value ?? ""));
  useEffect(onReady, [onReady]);
  const [heading, setHeading] = useState("");
  const editorRef = useRef<ReactQuill>(null);
  const toolbarId = `${id}-toolbar`;

  // Quill reads its options once: they must keep their identity between renders.
  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${toolbarId}`,
        handlers: {
          "table-insert": tableCommand((table) => table.insertTable(3, 3)),
          "table-row-add": tableCommand((table) => table.insertRowBelow()),
          "table-row-delete": tableCommand((table) => table.deleteRow()),
          "table-column-add": tableCommand((table) => table.insertColumnRight()),
          "table-column-delete": tableCommand((table) => table.deleteColumn()),
          "table-delete": tableCommand((table) => table.deleteTable()),
        },
      },
      table: true,
      history: { delay: 500, maxStack: 100, userOnly: true },
    }),
    [toolbarId],
  );

  function applyHeading(event: React.ChangeEvent<HTMLSelectElement>) {
    const quill = editorRef.current?.getEditor();
    const value = event.currentTarget.value;
    setHeading(value);
    if (!quill) return;
    quill.getSelection(true);
    quill.format("header", value ? Number(value) : false, "user");
  }

  function syncHeading() {
    const quill = editorRef.current?.getEditor();
    const range = quill?.getSelection();
    if (!quill || !range) return;
    const header = quill.getFormat(range).header;
    setHeading(header ? String(header) : "");
  }

  useEffect(() => {
    const root = editorRef.current?.getEditor().root;
    if (!root) return;
    root.setAttribute("role", "textbox");
    root.setAttribute("aria-multiline", "true");
    root.setAttribute("aria-label", label);
    root.id = id;
    if (describedBy) root.setAttribute("aria-describedby", describedBy);
  }, [id, label, describedBy]);

  return (
    <div className="rich-text-editor">
      <div className="rich-text-toolbar">
        {/* Outside Quill's toolbar: Quill would replace a <select> with an unlabelled picker. */}
        <label className="visually-hidden" htmlFor={`${id}-heading`}>
          <Trans>Text style</Trans>
        </label>
        <select id={`${id}-heading`} value={heading} onChange={applyHeading}>
          <option value="">{t`Paragraph`}</option>
          {HEADINGS.map((level) => (
            <option key={level} value={level}>
              {t`Heading ${level}`}
            </option>
          ))}
        </select>
        <div id={toolbarId} className="rich-text-buttons">
          <span className="ql-formats">
            <button type="button" className="ql-bold" aria-label={t`Bold`} />
            <button type="button" className="ql-italic" aria-label={t`Italic`} />
            <button type="button" className="ql-underline" aria-label={t`Underline`} />
          </span>
          <span className="ql-formats">
            {ALIGNMENTS.map((align) => (
              <button
                key={align.value}
                type="button"
                className="ql-align"
                value={align.value}
                aria-label={i18n._(align.label)}
              />
            ))}
          </span>
          <span className="ql-formats rich-text-table-buttons">
            {TABLE_BUTTONS.map((button) => (
              <button
                key={button.format}
                type="button"
                className={`ql-${button.format}`}
                aria-label={i18n._(button.label)}
                title={i18n._(button.label)}
              >
                {i18n._(button.text)}
              </button>
            ))}
          </span>
        </div>
      </div>
      <ReactQuill
        ref={editorRef}
        theme="snow"
        modules={modules}
        defaultValue={initial}
        placeholder={t`Start typing here...`}
        onChange={(html) => {
          if (source.current) source.current.value = fromEditorHtml(html);
        }}
        onChangeSelection={syncHeading}
      />
    </div>
  );
}
