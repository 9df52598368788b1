import { withoutBidiControls } from "./document-rules";

/** Names Windows refuses for a file, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i;
const MAX_NAME_LENGTH = 200;

/**
 * One safe file name for a zip entry: no folders (so nothing unpacks outside the folder it is
 * opened in), no characters Windows, macOS or Linux refuse, no bidirectional controls (which
 * would show another extension than the real one), not a reserved device name, not empty and
 * not too long. Amharic and other letters stay as they are.
 */
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

/**
 * The zip entry names of a tender's documents, in order: each made safe, and two files that
 * would unpack to the same name (compared without case, as Windows and macOS do) told apart as
 * "BoQ (2).xlsx".
 */
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
