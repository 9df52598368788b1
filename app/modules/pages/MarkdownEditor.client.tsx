import MDEditor from "@uiw/react-md-editor/nohighlight";
import "@uiw/react-md-editor/markdown-editor.css";
import { useState } from "react";

/**
 * The Markdown editor (toolbar, shortcuts) for page content. Its own preview is off: the
 * server's Preview renders with the public page's renderer, so what admins see is exact.
 * The inner <textarea> keeps the form field's name and id, so the form posts it natively.
 */
export default function MarkdownEditor({
  name,
  id,
  defaultValue,
  describedBy,
}: {
  name: string;
  id: string;
  defaultValue: string;
  describedBy?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  return (
    <div data-color-mode="light">
      <MDEditor
        value={value}
        onChange={(next) => setValue(next ?? "")}
        preview="edit"
        height={480}
        textareaProps={{ name, id, "aria-describedby": describedBy }}
      />
    </div>
  );
}
