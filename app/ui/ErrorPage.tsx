import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { isRouteErrorResponse } from "react-router";

/** Anything that is not a route error is ours, and says nothing more than that. */
export function routeErrorText(error: unknown, i18n: I18n): { title: string; message: string } {
  const { title, message } = routeErrorMessages(error);
  return {
    title: i18n._(title),
    message: typeof message === "string" ? message : i18n._(message),
  };
}

/** A DomainError's message is already in the page's language (page-errors.server.ts). */
function routeErrorMessages(error: unknown): {
  title: MessageDescriptor;
  message: MessageDescriptor | string;
} {
  if (!isRouteErrorResponse(error)) return UNEXPECTED;
  const given = typeof error.data === "string" && error.data ? error.data : null;
  if (error.status === 404) {
    return {
      title: msg`Page not found`,
      message:
        given ??
        msg`We could not find that page. It may have moved, or the tender may have been removed.`,
    };
  }
  if (error.status === 403) {
    return {
      title: msg`Not allowed`,
      message: given ?? msg`You do not have permission to do this.`,
    };
  }
  if (error.status === 503) {
    // The database is out of reach or a list is too busy: nothing the user did.
    return {
      title: msg`Briefly unavailable`,
      message: given ?? msg`The service is briefly unavailable, try again in a minute.`,
    };
  }
  // A request we refused (a form we cannot read, too large, cross-site) says why.
  if (error.status >= 400 && error.status < 500 && given) {
    return { title: msg`Request refused`, message: given };
  }
  return UNEXPECTED;
}

const UNEXPECTED = {
  title: msg`Something went wrong`,
  message: msg`An unexpected error happened on our side. Please try again in a moment.`,
};

export function ErrorPage({
  error,
  back,
}: {
  error: unknown;
  back: { href: string; label: string };
}) {
  const { i18n } = useLingui();
  const { title, message } = routeErrorText(error, i18n);
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
