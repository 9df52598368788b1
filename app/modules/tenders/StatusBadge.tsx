import { Trans } from "@lingui/react/macro";
import type { TenderStatus } from "./tender-status";

export function StatusBadge({ status }: { status: TenderStatus }) {
  return (
    <span className={`status-badge status-${status}`}>
      {status === "open" ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
    </span>
  );
}
