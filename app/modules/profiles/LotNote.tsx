import { Trans } from "@lingui/react/macro";

/** "(lot 2)" after a tender's title; nothing for a tender awarded as one lot. */
export function LotNote({ lot }: { lot: number }) {
  if (lot <= 1) return null;
  return (
    <span className="profile-lot">
      {" "}
      <Trans>(lot {lot})</Trans>
    </span>
  );
}
