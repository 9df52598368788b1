import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { DirectoryQuery } from "./directory.schema";

function pageHref(path: string, q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A directory (organisations, suppliers): a GET search form, so it works without JavaScript
 * and every search has an address, then the names, then Previous and Next.
 */
export function DirectoryPage({
  title,
  intro,
  path,
  query,
  searchLabel,
  placeholder,
  hasNext,
  children,
}: {
  title: string;
  intro: ReactNode;
  path: string;
  query: DirectoryQuery;
  searchLabel: string;
  placeholder: string;
  hasNext: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { q, page } = query;
  return (
    <section className="directory-page" aria-labelledby="directory-title">
      <h1 id="directory-title">{title}</h1>
      <p className="directory-intro">{intro}</p>
      <Form method="get" action={path} role="search" className="tender-search" key={q}>
        <label htmlFor="directory-search" className="visually-hidden">
          {searchLabel}
        </label>
        <input
          id="directory-search"
          type="search"
          name="q"
          placeholder={placeholder}
          defaultValue={q}
          maxLength={100}
        />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </Form>
      {children}
      {(page > 1 || hasNext) && (
        <nav className="pagination" aria-label={t`Pages`}>
          <ul>
            <li>
              {page > 1 ? (
                <Link to={pageHref(path, q, page - 1)} rel="prev">
                  <Trans>Previous</Trans>
                </Link>
              ) : (
                <span aria-disabled="true">
                  <Trans>Previous</Trans>
                </span>
              )}
            </li>
            <li>
              <span aria-current="page">
                <Trans>Page {page}</Trans>
              </span>
            </li>
            <li>
              {hasNext ? (
                <Link to={pageHref(path, q, page + 1)} rel="next">
                  <Trans>Next</Trans>
                </Link>
              ) : (
                <span aria-disabled="true">
                  <Trans>Next</Trans>
                </span>
              )}
            </li>
          </ul>
        </nav>
      )}
    </section>
  );
}
