import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { RETRY_AFTER_SECONDS } from "~/modules/domain-errors";
import { config } from "~/server/config.server";
import { noteDatabaseOutage } from "~/server/database-outage.server";
import {
  documentKey,
  NONCE_PLACEHOLDER,
  recallDocument,
  rememberDocument,
  splitAtNonce,
  withNonce,
} from "~/server/document-memo.server";
import { logger } from "~/server/logger.server";
import { cspNonceContext, localeContext } from "~/server/request-context";
import { serverI18n } from "~/i18n/catalogues.server";
import { localeOfRequest } from "~/i18n/locale.server";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "~/i18n/locales";
import { CspNonceContext } from "~/ui/csp-nonce";
import { FormPendingScriptContext } from "~/ui/form-pending-script";
import formPendingScript from "~/ui/form-pending.js?raw";

export const streamTimeout = 5_000;

/**
 * Whole documents, not streamed (docs/decisions/006-whole-document-responses.md): loaders have
 * finished and no public page suspends. Identical GETs reuse the HTML (decision 007).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 503) {
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const key =
    nonce && request.method.toUpperCase() === "GET" && !routerContext.staticHandlerContext.errors
      ? await documentKey(request, responseStatusCode, routerContext)
      : undefined;

  let body: Buffer<ArrayBuffer>;
  let status = responseStatusCode;
  const remembered = key ? recallDocument(key) : undefined;
  if (remembered && nonce) {
    body = withNonce(remembered, nonce);
  } else {
    // A refusal before localeMiddleware ran still speaks the visitor's language.
    const locale = loadContext.get(localeContext) ?? (await localeOfRequest(request, null));
    const rendered = await renderDocument(
      request,
      routerContext,
      key ? NONCE_PLACEHOLDER : nonce,
      locale,
    );
    if (rendered.failed) status = 500;
    if (key && nonce) {
      const parts = splitAtNonce(rendered.html);
      // A render that failed part-way is never reused.
      if (!rendered.failed) rememberDocument(key, parts);
      body = withNonce(parts, nonce);
    } else {
      body = rendered.html;
    }
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Length", String(body.byteLength));
  return new Response(body, { headers: responseHeaders, status });
}

function renderDocument(
  request: Request,
  routerContext: EntryContext,
  nonce: string | undefined,
  locale: Locale,
): Promise<{ html: Buffer<ArrayBuffer>; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        resolve({ html: Buffer.concat(chunks), failed });
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={serverI18n(locale)}>
        <CspNonceContext.Provider value={nonce}>
          <FormPendingScriptContext.Provider value={formPendingScript}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </FormPendingScriptContext.Provider>
        </CspNonceContext.Provider>
      </I18nProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          // Errors in the shell are logged by React Router; these come from Suspense boundaries.
          if (shellRendered) logger.error({ err: error }, "rendering failed");
        },
      },
    );
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (response.status === 503) response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return response;
};

/** A lost database is noted for databaseOutageMiddleware, which answers 503 and logs it once. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (noteDatabaseOutage(error, context)) return;
  if (request.signal.aborted || config().nodeEnv === "test") return;
  const { pathname } = new URL(request.url);
  // What a client sent wrong (a GET to a form-only route: 405) is no error of ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info(
      { status: error.status, method: request.method, path: pathname },
      "request refused",
    );
    return;
  }
  // React Router's own errors (a bad route id) carry the underlying Error.
  const internal = isRouteErrorResponse(error) ? (error as { error?: Error }).error : undefined;
  logger.error(
    { err: internal ?? error, method: request.method, path: pathname },
    "request failed",
  );
};

// The server takes these from this build, so worker, queue and metrics are the pages' very
// modules, one copy each (docs/decisions/011-process-model.md).
export { alertsQueue, registerAlertsQueue } from "~/modules/alerts/alerts-queue.server";
export { openAlertsQueue, startAlertsWorker } from "~/modules/alerts/worker.server";
export { queueDocumentTextBackfill } from "~/modules/document-text/document-text.server";
export { clientAddressContext } from "~/server/request-context";
export { runAsRequest } from "~/server/request-id.server";
export { answerMetricsSnapshots, combineClusterMetrics } from "~/server/cluster-metrics.server";
export { logger } from "~/server/logger.server";
