import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DuplicateCandidate } from "./duplicate-tenders.server";
import { formatDateTime } from "./format";
import { usePageLocale } from "./page-locale";

/** Candidates open in a new tab, so the typed form stays. */
export function DuplicateWarning({ candidates }: { candidates: DuplicateCandidate[] }) {
  const locale = usePageLocale();
  return (
    <section
      className="duplicate-warning"
      role="alert"
      aria-labelledby="duplicate-warning-title"
      id="duplicate-warning"
    >
      <h2 id="duplicate-warning-title">
        <Trans>Possible duplicate: nothing was saved</Trans>
      </h2>
      <ul>
        {candidates.map(({ id, title, source, organisation, closingDate }) => {
          const closes = formatDateTime(closingDate, locale);
          return (
            <li key={id}>
              {source ? (
                <Trans>
                  Possible duplicate of{" "}
                  <Link to={`/tenders/${id}`} target="_blank">
                    #{id} “{title}”
                  </Link>
                  , from {source}
                </Trans>
              ) : (
                <Trans>
                  Possible duplicate of{" "}
                  <Link to={`/tenders/${id}`} target="_blank">
                    #{id} “{title}”
                  </Link>
                </Trans>
              )}
              <span className="duplicate-facts">
                {organisation && <span>{organisation}</span>}
                <span>
                  <Trans>Closes {closes}</Trans>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <p>
        <Trans>
          If this is a different notice, save it anyway. Documents you chose are not saved yet: if
          the documents field is empty, choose them again.
        </Trans>
      </p>
      <button type="submit" name="confirmDuplicate" value="true" className="button">
        <Trans>Save anyway</Trans>
      </button>
    </section>
  );
}
