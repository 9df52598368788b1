import MDEditor from "@uiw/react-md-editor/nohighlight";
import "@uiw/react-md-editor/markdown-editor.css";
import "./markdown-editor-targets.scss";
import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * The Markdown editor (toolbar, shortcuts) for page content. Its own preview is off: the
 * server's Preview renders with the public page's renderer, so what admins see is exact.
 * It starts from whatever is in the plain textarea (text typed before the editor loaded is
 * kept), then takes over the field's name and id; `onReady` lets the page retire the textarea.
 */
export default function MarkdownEditor({
  name,
  id,
  source,
  describedBy,
  onReady,
}: {
  name: string;
  id: string;
  source: RefObject<HTMLTextAreaElement | null>;
  describedBy?: string;
  onReady: () => void;
}) {
  const [value, setValue] = useState(() => source.current?.value ?? "");
  useEffect(onReady, [onReady]);
  // The toolbar's icons are role="img" SVGs without names inside buttons that are labelled:
  // they are decoration, so screen readers should skip them.
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const icon of container.current?.querySelectorAll(".w-md-editor-toolbar svg") ?? []) {
      icon.removeAttribute("role");
      icon.setAttribute("aria-hidden", "true");
    }
  });
  return (
    <div data-color-mode="light" ref={container}>
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
