import { Trans } from "@lingui/react/macro";
import type { OutcomeStatus } from "./outcome-types";

// Its own module: cards show it on every list, the outcome section only on a tender's page.
/** A card's or page's small word for how a tender ended; nothing while it is pending. */
export function OutcomeMark({ status }: { status: OutcomeStatus }) {
  if (status === "pending") return null;
  return (
    <span className={`outcome-mark outcome-mark-${status}`}>
      {status === "awarded" && <Trans>Awarded</Trans>}
      {status === "cancelled" && <Trans>Cancelled</Trans>}
      {status === "failed" && <Trans>Failed</Trans>}
    </span>
  );
}
