import type { ReactNode } from "react";

/**
 * A form's submit button that says the form is on its way. Where the app runs, `pending` comes
 * from React Router's navigation; on pages served without the app's JavaScript (a visitor's,
 * docs/decisions/023-visitors-pages-without-the-app.md) form-pending.js reads
 * `data-pending-label` when the browser submits.
 */
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
