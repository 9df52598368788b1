import type { SubmissionResult } from "@conform-to/react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useFetcher, useLocation } from "react-router";
import { SAVE_FAILED_MESSAGE } from "~/modules/saved/save-tender-messages";
import { useHydrated } from "~/ui/useHydrated";
import { Notice } from "~/ui/Notice";

/** The save route's answer to the fetcher: formAction's `result`, and `saved` when it worked. */
export type SaveActionData = { result: SubmissionResult<string[]>; saved?: boolean };

/** With JavaScript a fetcher submits it; the hidden `js` field asks for data, not a redirect. */
export function SaveTenderForm({
  tenderId,
  saved: savedOnServer,
  failed,
}: {
  tenderId: number;
  saved: boolean;
  failed: boolean;
}) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<SaveActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const pendingIntent = fetcher.formData?.get("intent");
  const saved = pendingIntent ? pendingIntent === "save" : savedOnServer;
  const refused = fetcher.data?.result.status === "error";
  const error = refused
    ? (fetcher.data?.result.error?.[""]?.join(" ") ?? i18n._(SAVE_FAILED_MESSAGE))
    : failed
      ? i18n._(SAVE_FAILED_MESSAGE)
      : null;
  const hidden = (
    <>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
    </>
  );
  return (
    <div className="save-tender">
      {saved ? (
        <>
          <button type="button" className="button" disabled>
            <Trans>Saved</Trans>
          </button>
          <fetcher.Form method="post" action={`/tenders/${tenderId}/save`}>
            {hidden}
            <button type="submit" name="intent" value="unsave" className="link-button">
              <Trans>Remove from My Tenders</Trans>
            </button>
          </fetcher.Form>
        </>
      ) : (
        <fetcher.Form method="post" action={`/tenders/${tenderId}/save`}>
          {hidden}
          <button type="submit" name="intent" value="save" className="button">
            <Trans>Save Tender</Trans>
          </button>
        </fetcher.Form>
      )}
      <Notice tone="error">{error}</Notice>
    </div>
  );
}
