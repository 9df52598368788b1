import { isRouteErrorResponse } from "react-router";

/**
 * What an error boundary says for a route error's status. A refusal (DomainError, mapped by
 * throwAsRouteError) brings its own message ('Category not found.', 'Only a superadmin can
 * delete tenders.'); without one each status has its own general sentence. Anything that is not
 * a route error is ours, and says nothing more than that.
 */
export function routeErrorText(error: unknown): { title: string; message: string } {
  if (!isRouteErrorResponse(error)) return UNEXPECTED;
  const given = typeof error.data === "string" && error.data ? error.data : null;
  if (error.status === 404) {
    return {
      title: "Page not found",
      message:
        given ??
        "We could not find that page. It may have moved, or the tender may have been removed.",
    };
  }
  if (error.status === 403) {
    return { title: "Not allowed", message: given ?? "You do not have permission to do this." };
  }
  if (error.status === 503) {
    // The database is out of reach or a list is too busy: nothing the user did.
    return {
      title: "Briefly unavailable",
      message: given ?? "The service is briefly unavailable, try again in a minute.",
    };
  }
  // A request we refused (a form we cannot read, too large, cross-site) says why.
  if (error.status >= 400 && error.status < 500 && given) {
    return { title: "Request refused", message: given };
  }
  return UNEXPECTED;
}

const UNEXPECTED = {
  title: "Something went wrong",
  message: "An unexpected error happened on our side. Please try again in a moment.",
};

/** The body of an error boundary: what happened, and a way on from here. */
export function ErrorPage({
  error,
  back,
}: {
  error: unknown;
  back: { href: string; label: string };
}) {
  const { title, message } = routeErrorText(error);
  // Stack traces help in development only; production never shows them.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="error-page">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href={back.href} className="button">
          {back.label}
        </a>
      </p>
      {stack && <pre className="error-stack">{stack}</pre>}
    </section>
  );
}
