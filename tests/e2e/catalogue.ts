import fs from "node:fs";
import path from "node:path";
import { parsePoFile } from "@lingui/format-po";

const LOCALES_DIR = path.resolve("app/locales");

let amharic: Map<string, string> | undefined;

/**
 * The Amharic of an English message, as the catalogues have it, so a test says which message it
 * expects and keeps passing when a translator improves the wording.
 */
export function am(english: string): string {
  amharic ??= readCatalogues("am");
  const text = amharic.get(english);
  if (!text) throw new Error(`No Amharic for "${english}" in app/locales/am`);
  return text;
}

function readCatalogues(locale: string): Map<string, string> {
  const messages = new Map<string, string>();
  const dir = path.join(LOCALES_DIR, locale);
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    const catalogue = parsePoFile(fs.readFileSync(path.join(dir, file), "utf8"));
    for (const item of catalogue.items) {
      if (item.msgid && item.msgstr[0]) messages.set(item.msgid, item.msgstr[0]);
    }
  }
  return messages;
}

let interfaceMessages: string[] | undefined;

/**
 * The English messages of the interface that Amharic says otherwise and that cannot be mistaken
 * for a tender's own words: two words or more, no placeholder or markup. Finding one on an
 * Amharic page means it was rendered outside the catalogue or its catalogue did not load.
 */
export function englishInterfaceMessages(): string[] {
  amharic ??= readCatalogues("am");
  interfaceMessages ??= [...amharic]
    .filter(([english, translated]) => english !== translated)
    .map(([english]) => english)
    .filter((english) => english.includes(" ") && !/[{<]/.test(english));
  return interfaceMessages;
}
