import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Notice } from "~/ui/Notice";

/** A tender id from the URL; anything else is a 404, never a 500. */
export function tenderIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data("Tender not found", { status: 404 });
  return id;
}

/** Refusals (403) and missing tenders (404) shown inside the admin layout, with a way back. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const known = isRouteErrorResponse(error) && (error.status === 403 || error.status === 404);
  const title = !known
    ? "Something went wrong"
    : error.status === 403
      ? "Not allowed"
      : "Tender not found";
  const message = known && typeof error.data === "string" ? error.data : "Please try again.";
  return (
    <section>
      <h1>{title}</h1>
      <Notice tone="error">{message}</Notice>
      <Link to="/admin/tenders">Back to Tender Management</Link>
    </section>
  );
}
