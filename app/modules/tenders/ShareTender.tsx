import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { useHydrated } from "~/ui/useHydrated";
import { telegramShareUrl, tenderUrl } from "./share-links";

/** Inside <details>, so it opens without JavaScript; share sheet and copy need it. */
export function ShareTender({ id, title }: { id: number; title: string }) {
  const { t } = useLingui();
  const appUrl = useRouteLoaderData<typeof rootLoader>("root")?.appUrl ?? "";
  const url = tenderUrl(appUrl, id);
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const canShare = hydrated && typeof navigator.share === "function";
  const canCopy = hydrated && navigator.clipboard !== undefined;
  return (
    <details className="share-control">
      <summary className="button button-small button-ghost">
        <Trans>Share</Trans>
        <span className="visually-hidden">: {title}</span>
      </summary>
      <div className="share-panel">
        <a
          href={telegramShareUrl(url, title)}
          className="button button-small"
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Share on Telegram</Trans>
        </a>
        <label className="share-link">
          <span>
            <Trans>Link to copy</Trans>
          </span>
          <input type="url" readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
        {canCopy && (
          <button
            type="button"
            className="button button-small button-ghost"
            onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}
          >
            {copied ? t`Copied` : t`Copy link`}
          </button>
        )}
        {canShare && (
          <button
            type="button"
            className="button button-small button-ghost"
            // Closing the share sheet rejects the promise: nothing to report.
            onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
          >
            <Trans>More ways to share</Trans>
          </button>
        )}
      </div>
    </details>
  );
}
