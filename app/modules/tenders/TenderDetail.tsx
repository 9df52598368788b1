import { actionName } from "~/ui/action-name";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import { closingDaysLeft, closingMarker } from "./closing-marker";
import { formatBirr, formatFileSize, formatPercent, formatTenderDateTime, timeAgo } from "./format";
import { usePageLocale } from "./page-locale";
import { SaveTenderForm } from "./SaveTenderForm";
import { ShareTender } from "./ShareTender";
import { StatusBadge } from "./StatusBadge";
import type { TenderDetailData } from "./tender-types";
import { Notice } from "~/ui/Notice";
import { organisationHref } from "~/modules/profiles/profile-links";
import { LocalName } from "~/modules/catalog/LocalName";
import { TenderOutcome } from "~/modules/awards/TenderOutcome";
import type { TenderOutcomeView } from "~/modules/awards/outcome-types";

function PublicationPreview({ tender }: { tender: TenderDetailData }) {
  const locale = usePageLocale();
  if (tender.publication === "published") return null;
  const at = formatTenderDateTime(tender.publishedAt, locale);
  return (
    <Notice tone="info" live={false}>
      {tender.publication === "draft" ? (
        <Trans>Preview of a draft: only its publisher and superadmins can see it.</Trans>
      ) : (
        <Trans>
          Preview: scheduled for {at}. Until then only its publisher and superadmins can see it.
        </Trans>
      )}
    </Notice>
  );
}

/** `now` is the loader's clock, so "Posted x ago" reads the same after hydration. */
export function TenderDetail({
  tender,
  saved,
  saveFailed,
  now,
  backHref,
  outcome,
}: {
  tender: TenderDetailData;
  outcome: TenderOutcomeView;
  saved: boolean;
  saveFailed: boolean;
  now: string;
  backHref: string;
}) {
  const cardRef = useRef<HTMLElement>(null);
  const { t } = useLingui();
  const fileCount = tender.documents.length;
  const totalSize = formatFileSize(tender.documents.reduce((sum, { size }) => sum + size, 0));
  const locale = usePageLocale();
  const marker =
    tender.status === "open"
      ? closingMarker(tender.status, closingDaysLeft(tender.closingDate, now), locale)
      : null;
  return (
    <article className="tender-detail" ref={cardRef} aria-labelledby="tender-title">
      <div className="detail-toolbar">
        <Link to={backHref} className="button button-ghost">
          <Trans>Back</Trans>
        </Link>
        {tender.publication === "published" && (
          <SaveTenderForm tenderId={tender.id} saved={saved} failed={saveFailed} />
        )}
        {tender.publication === "published" && <ShareTender id={tender.id} title={tender.title} />}
        <PrintAndFullscreen target={cardRef} />
      </div>
      <PublicationPreview tender={tender} />
      <h1 id="tender-title">{tender.title}</h1>
      <dl className="detail-rows">
        {tender.organisation && (
          <Row label={t`Issued by`}>
            {tender.organisationSlug ? (
              <Link to={organisationHref(tender.organisationSlug)}>{tender.organisation}</Link>
            ) : (
              tender.organisation
            )}
          </Row>
        )}
        <Row label={t`Bid closing date`}>
          {formatTenderDateTime(tender.closingDate, locale, { localClock: true })}
        </Row>
        <Row label={t`Bid opening date`}>{formatTenderDateTime(tender.openingDate, locale)}</Row>
        <Row label={t`Published On`}>
          {tender.source ? <LocalName item={tender.source} /> : <Trans>Unknown source</Trans>},{" "}
          {formatTenderDateTime(tender.publishedAt, locale)}
        </Row>
        <Row label={t`Posted`}>{timeAgo(tender.createdAt, now, locale)}</Row>
        <Row label={t`Bid document price`}>{formatBirr(tender.documentPrice, locale)}</Row>
        <Row label={t`Bid bond`}>{formatPercent(tender.bidBond, locale)}</Row>
        <Row label={t`Region`}>
          {tender.region ? <LocalName item={tender.region} /> : <Trans>Not specified</Trans>}
        </Row>
        <Row label={t`Bidding`}>
          <StatusBadge status={tender.status} />
          {marker && <span className="closing-marker">{marker}</span>}
        </Row>
      </dl>
      <TenderOutcome outcome={outcome} />
      <div
        className="tender-description rich-text"
        // Sanitized to an allowlist on the server.
        dangerouslySetInnerHTML={{ __html: tender.descriptionHtml }}
      />
      <section className="tender-documents" aria-labelledby="tender-documents-title">
        <h2 id="tender-documents-title">
          <Trans>Tender Documents</Trans>
        </h2>
        {tender.documents.length ? (
          <>
            <ol>
              {tender.documents.map(
                ({ id, fileName, size, opensInline, pageCount, textStatus }) => (
                  <li key={id}>
                    <div className="document-row">
                      <span className="document-about">
                        <span className="document-name">{fileName}</span>
                        <span className="document-meta">
                          {documentType(fileName) ?? <Trans>File</Trans>}, {formatFileSize(size)}
                          {pageCount !== null && (
                            <>
                              , <Plural value={pageCount} one="# page" other="# pages" />
                            </>
                          )}
                          {textStatus === "no-text" && (
                            <>
                              , <Trans>scanned: its text cannot be searched</Trans>
                            </>
                          )}
                          {(textStatus === "encrypted" || textStatus === "failed") && (
                            <>
                              , <Trans>its text cannot be read</Trans>
                            </>
                          )}
                        </span>
                      </span>
                      <span className="document-actions">
                        {opensInline && (
                          <a
                            href={`/documents/${id}?inline`}
                            className="button button-small button-ghost"
                            aria-label={actionName(t`View`, fileName)}
                            target="_blank"
                            rel="noopener"
                          >
                            <Trans>View</Trans>
                          </a>
                        )}
                        <a
                          href={`/documents/${id}`}
                          className="button button-small"
                          aria-label={actionName(t`Download`, fileName)}
                          download
                        >
                          <Trans>Download</Trans>
                        </a>
                      </span>
                    </div>
                  </li>
                ),
              )}
            </ol>
            {tender.documents.length > 1 && (
              <p className="documents-zip">
                <a href={`/tenders/${tender.id}/documents.zip`} className="button" download>
                  <Trans>
                    Download all as zip ({fileCount} files, {totalSize})
                  </Trans>
                </a>
              </p>
            )}
          </>
        ) : (
          <p>
            <Trans>No documents attached.</Trans>
          </p>
        )}
      </section>
    </article>
  );
}

function documentType(fileName: string): string | null {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? null : fileName.slice(dot + 1).toUpperCase();
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PrintAndFullscreen({ target }: { target: React.RefObject<HTMLElement | null> }) {
  const hydrated = useHydrated();
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);
  if (!hydrated) return null;
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return (
    <>
      <button type="button" className="button button-ghost" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </button>
      <button type="button" className="button button-ghost" onClick={toggleFullscreen}>
        {fullscreen ? <Trans>Exit Fullscreen</Trans> : <Trans>Fullscreen</Trans>}
      </button>
    </>
  );
}
