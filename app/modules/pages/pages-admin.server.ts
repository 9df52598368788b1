import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import type { EntityManager } from "@mikro-orm/postgresql";
import { recordAudit } from "~/modules/audit/audit.server";
import { User } from "~/modules/auth/user.entity";
import { NotFoundError } from "~/modules/domain-errors";
import type { CurrentUser } from "~/server/request-context";
import { Page, PAGE_SLUGS, type PageSlug } from "./page.entity";
import { renderPageMarkdown } from "./pages.server";

function isPageSlug(slug: string | undefined): slug is PageSlug {
  return PAGE_SLUGS.includes(slug as PageSlug);
}

export async function listPagesForAdmin(em: EntityManager) {
  const pages = await em.find(Page, { slug: { $in: [...PAGE_SLUGS] } });
  return PAGE_SLUGS.flatMap((slug) => {
    const page = pages.find((candidate) => candidate.slug === slug);
    return page
      ? [
          {
            slug,
            title: page.title,
            titleAm: page.titleAm ?? null,
            updatedAt: page.updatedAt.toISOString(),
          },
        ]
      : [];
  });
}

export async function getPageForEdit(em: EntityManager, slug: string) {
  const page = isPageSlug(slug) ? await em.findOne(Page, { slug }) : null;
  if (!page) throw new NotFoundError(sourceText(msg`Page not found.`));
  return {
    slug: page.slug,
    title: page.title,
    body: page.body,
    titleAm: page.titleAm ?? "",
    bodyAm: page.bodyAm ?? "",
    html: renderPageMarkdown(page.body),
    htmlAm: page.bodyAm ? renderPageMarkdown(page.bodyAm) : null,
  };
}

export async function updatePage(
  em: EntityManager,
  actor: CurrentUser,
  slug: string,
  input: { title: string; body: string; titleAm?: string; bodyAm?: string },
) {
  const page = isPageSlug(slug) ? await em.findOne(Page, { slug }) : null;
  if (!page) throw new NotFoundError(sourceText(msg`Page not found.`));
  page.title = input.title.trim();
  page.body = input.body.trim();
  page.titleAm = input.titleAm?.trim() || null;
  page.bodyAm = input.bodyAm?.trim() || null;
  page.updatedBy = em.getReference(User, actor.id);
  recordAudit(em, actor, "update", "Page", page.id, `Edited page "${slug}"`);
  await em.flush();
  return { slug, title: page.title };
}
