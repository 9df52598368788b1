import { Link, useLocation } from "react-router";

/**
 * Admin paging: Previous, 'Page X of Y', Next as real links, so it works without JavaScript.
 * Keeps the other query parameters (tab, detail...) and only changes `page`.
 */
export function PagerLinks({
  page,
  pageCount,
  label = "Pages",
}: {
  page: number;
  pageCount: number;
  label?: string;
}) {
  const location = useLocation();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    params.delete("notice");
    return `${location.pathname}?${params}`;
  };
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-disabled="true">Previous</span>
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span aria-disabled="true">Next</span>
      )}
    </nav>
  );
}

/** 'Loading...' while a client-side navigation to this same screen (a page or tab change) runs. */
export function LoadingNote({ active }: { active: boolean }) {
  return (
    <p className="loading-note" role="status">
      {active ? "Loading..." : ""}
    </p>
  );
}
