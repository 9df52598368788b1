import { useLocation } from "react-router";
import { tenderFeedPath } from "./feed-path";

/**
 * Feed autodiscovery for the current search (React hoists the <link>s into <head>) and a
 * visible link for people who paste feed URLs into their reader.
 */
export function FeedLinks() {
  const { search } = useLocation();
  const rss = tenderFeedPath("rss", search);
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title="Tenders (RSS)" href={rss} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Tenders (Atom)"
        href={tenderFeedPath("atom", search)}
      />
      <p className="feed-link">
        <a href={rss}>RSS feed of this search</a>
      </p>
    </>
  );
}
