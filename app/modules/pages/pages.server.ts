import type { EntityManager } from "@mikro-orm/postgresql";
import { marked } from "marked";
import { config } from "~/server/config.server";
import { sanitizeRichText } from "~/server/html-sanitizer.server";
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

export async function getRenderedPage(em: EntityManager, slug: PageSlug) {
  const page = await em.findOne(Page, { slug });
  if (!page) return null;
  return {
    title: page.title,
    html: renderPageMarkdown(page.body),
    updatedAt: page.updatedAt.toISOString(),
  };
}
