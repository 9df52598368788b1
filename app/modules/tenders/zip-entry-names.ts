import { withoutBidiControls } from "./document-rules";

const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i;
const MAX_NAME_LENGTH = 200;

/** No folders, so nothing unpacks outside the folder it is opened in. */
export function safeEntryName(fileName: string): string {
  const base = withoutBidiControls(fileName).split(/[/\\]/).pop() ?? "";
  let name = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "_").replace(/^[\s.]+|[\s.]+$/g, "");
  if (!name) name = "document";
  if (RESERVED.test(name)) name = `_${name}`;
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf(".");
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = name.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return name;
}

/** Case-insensitive clashes, as on Windows and macOS, become "BoQ (2).xlsx". */
export function zipEntryNames(fileNames: string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((fileName) => {
    const safe = safeEntryName(fileName);
    const dot = safe.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let name = safe;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) {
      name = `${stem} (${copy})${extension}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}
