import { Trans } from "@lingui/react/macro";

/** 'Loading...' while a client-side navigation to this same screen (a page or tab change) runs. */
export function LoadingNote({ active }: { active: boolean }) {
  return (
    <p className="loading-note" role="status">
      {active ? <Trans>Loading...</Trans> : ""}
    </p>
  );
}
