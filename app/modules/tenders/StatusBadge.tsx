import type { TenderStatus } from "./tender-status";

/** Green when bidding is open, red otherwise. */
export function StatusBadge({ status }: { status: TenderStatus }) {
  return (
    <span className={`status-badge status-${status}`}>{status === "open" ? "Open" : "Closed"}</span>
  );
}
