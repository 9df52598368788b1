import MDEditor from "@uiw/react-md-editor/nohighlight";
import "@uiw/react-md-editor/markdown-editor.css";
import "./markdown-editor-targets.scss";
import { useEffect, useRef, useState, type RefObject } from "react";

// Its own preview is off: the server's Preview uses the public page's renderer, so what admins see
// is exact. Text typed before it loaded is kept.
export default function MarkdownEditor({
  name,
  id,
  lang,
  source,
  describedBy,
  onReady,
}: {
  name: string;
  id: string;
  lang?: string;
  source: RefObject<HTMLTextAreaElement | null>;
  describedBy?: string;
  onReady: () => void;
}) {
  const [value, setValue] = useState(() => source.current?.value ?? "");
  useEffect(onReady, [onReady]);
  // Unnamed role="img" icons inside labelled buttons are decoration: screen readers skip them.
  // The editor renders its toolbar again on its own, so each new icon is hidden as it appears.
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const hideIcons = () => {
      for (const icon of root.querySelectorAll('.w-md-editor-toolbar svg[role="img"]')) {
        icon.removeAttribute("role");
        icon.setAttribute("aria-hidden", "true");
      }
    };
    hideIcons();
    const observer = new MutationObserver(hideIcons);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div data-color-mode="light" ref={container}>
      <MDEditor
        value={value}
        onChange={(next) => setValue(next ?? "")}
        preview="edit"
        height={480}
        textareaProps={{ name, id, lang, "aria-describedby": describedBy }}
      />
    </div>
  );
}
