import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { isLocale, DEFAULT_LOCALE } from "~/i18n/locales";
import { tenderFeedPath } from "./feed-path";

export function FeedLinks() {
  const { search } = useLocation();
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const rss = tenderFeedPath("rss", search, locale);
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={t`Tenders (RSS)`} href={rss} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={t`Tenders (Atom)`}
        href={tenderFeedPath("atom", search, locale)}
      />
      <p className="feed-link">
        <a href={rss}>
          <Trans>RSS feed of this search</Trans>
        </a>
      </p>
    </>
  );
}
