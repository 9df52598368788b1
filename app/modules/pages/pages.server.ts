import type { EntityManager } from "@mikro-orm/postgresql";
import { marked } from "marked";
import { config } from "~/server/config.server";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
import type { Locale } from "~/i18n/locales";
import { localName } from "~/modules/catalog/local-name";
import { Page, type PageSlug } from "./page.entity";

function fillPlaceholders(markdown: string): string {
  const { contactEmail, contactPhone } = config();
  const values: Record<string, string> = { contactEmail, contactPhone };
  return markdown.replace(
    /\{\{(contactEmail|contactPhone)\}\}/g,
    (_, name: string) => values[name]!,
  );
}

/** The same function renders the public page and the admin preview. */
export function renderPageMarkdown(markdown: string): string {
  return sanitizeRichText(marked.parse(fillPlaceholders(markdown), { async: false }));
}

/**
 * The page in `locale`: the Amharic title and text where an admin wrote them, else the English,
 * with `lang` "en" saying so (null: the page's own language).
 */
export async function getRenderedPage(em: EntityManager, slug: PageSlug, locale: Locale) {
  const page = await em.findOne(Page, { slug });
  if (!page) return null;
  const title = localName({ name: page.title, nameAm: page.titleAm }, locale);
  const body = localName({ name: page.body, nameAm: page.bodyAm }, locale);
  return {
    title: title.text,
    titleLang: title.lang ?? null,
    html: renderPageMarkdown(body.text),
    bodyLang: body.lang ?? null,
    updatedAt: page.updatedAt.toISOString(),
  };
}
