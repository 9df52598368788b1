import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { pageI18n } from "~/i18n/page-i18n.server";
import { translateText } from "~/i18n/translate-text.server";
import { DomainError, ServiceUnavailableError } from "~/modules/domain-errors";
import { isDatabaseUnavailable } from "./database-unavailable";

/**
 * The one mapping of a failure to a refusal, for pages and the API alike: a DomainError is
 * itself, a database out of reach is a ServiceUnavailableError (503), anything else is a fault
 * of ours (null) for the error handler.
 */
export function asDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  return null;
}

/**
 * The pages' one mapping of a refusal: a DomainError becomes the route error its status says,
 * with its message in the page's language, which the nearest error boundary (root or admin
 * layout) shows. Anything else is rethrown as it is: React Router answers 500 and handleError
 * logs it.
 */
export function throwAsRouteError(error: unknown, i18n: I18n): never {
  if (error instanceof DomainError) {
    throw data(refusalText(error, i18n), { status: error.status });
  }
  throw error;
}

/** A refusal's message in the page's language, with the data it names after it. */
export function refusalText(error: DomainError, i18n: I18n): string {
  const message = translateText(i18n, error.message);
  const detail = error.detail;
  return detail ? i18n._(msg`${message} (${detail})`) : message;
}

/**
 * A loader or action whose DomainErrors become route errors (throwAsRouteError), so the route
 * module needs no try/catch for them. A wrapper rather than a middleware: tests call loaders and
 * actions directly, and an error thrown from a middleware would land on the middleware's route,
 * not on the boundary nearest to the route that refused.
 */
export function withDomainErrors<Args extends { context: Readonly<RouterContextProvider> }, Result>(
  handler: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      throwAsRouteError(error, pageI18n(args.context));
    }
  };
}
