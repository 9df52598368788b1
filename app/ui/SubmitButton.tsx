import type { ReactNode } from "react";

/** Without the app's JavaScript (decision 023), form-pending.js reads `data-pending-label`. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button-block"
      disabled={pending}
      data-pending-label={pendingLabel}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
