import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import { closingDaysLeft, closingMarker } from "./closing-marker";
import { formatBirr, formatDateTime, formatFileSize, formatPercent, timeAgo } from "./format";
import { SaveTenderForm } from "./SaveTenderForm";
import { StatusBadge } from "./StatusBadge";
import type { TenderDetailData } from "./tender-types";

/**
 * The detail card, used by /tenders/{id} and in place on /mytender. `now` is the loader's clock,
 * so "Posted x ago" reads the same in the server HTML and after hydration.
 */
export function TenderDetail({
  tender,
  saved,
  saveFailed,
  now,
  backHref,
}: {
  tender: TenderDetailData;
  saved: boolean;
  saveFailed: boolean;
  now: string;
  backHref: string;
}) {
  const cardRef = useRef<HTMLElement>(null);
  // The loader's clock, as for "Posted x ago"; the badge already says "Closed".
  const marker =
    tender.status === "open"
      ? closingMarker(tender.status, closingDaysLeft(tender.closingDate, now))
      : null;
  return (
    <article className="tender-detail" ref={cardRef} aria-labelledby="tender-title">
      <div className="detail-toolbar">
        <Link to={backHref} className="button button-ghost">
          Back
        </Link>
        <SaveTenderForm tenderId={tender.id} saved={saved} failed={saveFailed} />
        <PrintAndFullscreen target={cardRef} />
      </div>
      <h1 id="tender-title">{tender.title}</h1>
      <dl className="detail-rows">
        {tender.organisation && <Row label="Issued by">{tender.organisation}</Row>}
        <Row label="Bid closing date">{formatDateTime(tender.closingDate)}</Row>
        <Row label="Bid opening date">{formatDateTime(tender.openingDate)}</Row>
        <Row label="Published On">
          {tender.source ?? "Unknown source"}, {formatDateTime(tender.publishedAt)}
        </Row>
        <Row label="Posted">{timeAgo(tender.createdAt, now)}</Row>
        <Row label="Bid document price">{formatBirr(tender.documentPrice)}</Row>
        <Row label="Bid bond">{formatPercent(tender.bidBond)}</Row>
        <Row label="Region">{tender.region ?? "Not specified"}</Row>
        <Row label="Bidding">
          <StatusBadge status={tender.status} />
          {marker && <span className="closing-marker">{marker}</span>}
        </Row>
      </dl>
      <div
        className="tender-description rich-text"
        // Sanitized to an allowlist on the server (sanitizeRichText) before it gets here.
        dangerouslySetInnerHTML={{ __html: tender.descriptionHtml }}
      />
      <section className="tender-documents" aria-labelledby="tender-documents-title">
        <h2 id="tender-documents-title">Tender Documents</h2>
        {tender.documents.length ? (
          <ol>
            {tender.documents.map((document) => (
              <li key={document.id}>
                <span className="document-name">{document.fileName}</span>
                <span className="document-meta">
                  {documentType(document.fileName)}, {formatFileSize(document.size)}
                </span>
                <a
                  href={`/documents/${document.id}`}
                  className="button button-small"
                  aria-label={`Download ${document.fileName}`}
                  download
                >
                  Download
                </a>
              </li>
            ))}
          </ol>
        ) : (
          <p>No documents attached.</p>
        )}
      </section>
    </article>
  );
}

/** "PDF", "DOCX", "XLSX": what the file is, from its name (checked on upload). */
function documentType(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "File" : fileName.slice(dot + 1).toUpperCase();
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Print and Fullscreen need JavaScript, so they only appear once the page is hydrated. */
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
        Print
      </button>
      <button type="button" className="button button-ghost" onClick={toggleFullscreen}>
        {fullscreen ? "Exit Fullscreen" : "Fullscreen"}
      </button>
    </>
  );
}
