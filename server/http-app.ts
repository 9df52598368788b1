// React Router is called directly: @react-router/express reset the socket when a reader stopped
// early, so a refused body got a reset instead of its 4xx.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import fs from "node:fs";
import path from "node:path";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express, {
  type Express,
  type RequestHandler,
  type Request as ExpressRequest,
} from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
// Loaded before the configuration is settled (the local SESSION_SECRET): import nothing that reads
// config() at load, such as the logger.
import { bodyLimitOf } from "~/server/body-limits";
import { config, parseTrustProxy } from "~/server/config.server";
import { answerPlain, LimitedBody, refuseTooLarge } from "./limited-body";
import { requestMetrics } from "./request-metrics";
import { importServerBuild, serverProcess } from "./server-build";

export interface HttpAppOptions {
  dev: boolean;
  buildDir: string;
  trustProxy?: string | number | boolean;
  hmr?: boolean;
  onServerBuild?: (build: ServerBuild) => void;
  logger?: Logger | "app";
}

export interface HttpApp {
  app: Express;
  serverBuild: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

export async function createHttpApp(options: HttpAppOptions): Promise<HttpApp> {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  const { trustProxy } = options;
  app.set("trust proxy", typeof trustProxy === "string" ? parseTrustProxy(trustProxy) : trustProxy);

  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({
      server: { middlewareMode: true, ...(options.hmr === false ? { hmr: false } : {}) },
    });
    let latest: ServerBuild | undefined;
    const serverBuild = async () => {
      const build = (await viteServer.ssrLoadModule(
        "virtual:react-router/server-build",
      )) as ServerBuild;
      options.onServerBuild?.(build);
      latest = build;
      return build;
    };
    app.use(viteServer.middlewares);
    app.use(requestMetrics(() => latest));
    app.use(requestIds(options.logger === "app" ? appLogger(await serverBuild()) : options.logger));
    app.use(reactRouterHandler(serverBuild));
    return { app, serverBuild, close: () => viteServer.close() };
  }

  const build = await importServerBuild(options.buildDir);
  app.use(
    "/assets",
    express.static(path.join(options.buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
  );
  // Public files by their top-level name, so page requests skip the file-system lookup.
  const clientDir = path.join(options.buildDir, "client");
  const publicEntries = new Set(fs.readdirSync(clientDir));
  const publicFiles = express.static(clientDir, { maxAge: "1h" });
  app.use((req, res, next) => {
    if (publicEntries.has(req.path.split("/")[1] ?? "")) publicFiles(req, res, next);
    else next();
  });
  app.use(requestMetrics(() => build));
  app.use(requestIds(options.logger === "app" ? appLogger(build) : options.logger));
  app.use(reactRouterHandler(build));
  return { app, serverBuild: async () => build, close: async () => {} };
}

/** Health, readiness and Prometheus probes: answered, never logged. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

function appLogger(build: ServerBuild): Logger {
  return serverProcess(build).logger;
}

/** A proxy's or client's own id is kept only when it is a short token that is safe in a log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Neither headers nor bodies are logged: they may hold cookies, tokens and passwords. */
function requestIds(logger: Logger | undefined): RequestHandler {
  const accessLog =
    logger &&
    pinoHttp({
      logger,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => PROBES.has(req.url?.split("?")[0] ?? "") },
      customAttributeKeys: { reqId: "reqId" },
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    });
  return (req, res, next) => {
    const id = requestIdFor(req.headers["x-request-id"]);
    (req as { id?: string }).id = id;
    res.setHeader("X-Request-Id", id);
    if (accessLog) accessLog(req, res, next);
    else next();
  };
}

// The client's address goes through the typed context, never a header a client could set.
function loadContext(build: ServerBuild, req: ExpressRequest): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverProcess(build).clientAddressContext, clientAddressOf(req));
  return context;
}

function clientAddressOf(req: ExpressRequest): string {
  const address = req.ip ?? req.socket.remoteAddress;
  if (!address) return "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

function reactRouterHandler(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const handleRequest = createRequestHandler(build, config().nodeEnv);
  return async (req: ExpressRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    // The build being served (in dev, Vite's current copy) says the body limit and carries the
    // request-id store the app's log lines use.
    let current: ServerBuild;
    try {
      current = typeof build === "function" ? await build() : build;
    } catch (error) {
      next(error);
      return;
    }
    const limit = bodyLimitOf(current.routes, req.path);
    if (Number(req.headers["content-length"]) > limit) {
      refuseTooLarge(req, res, limit);
      return;
    }
    const body = new LimitedBody(req, limit, () => refuseTooLarge(req, res, limit));
    const request = fetchRequest(req, res, body);
    if (!request) {
      answerPlain(res, 400, "Bad request: the address could not be read.");
      return;
    }
    try {
      const id = (req as { id?: string }).id ?? requestIdFor(undefined);
      const response = await serverProcess(current).runAsRequest(id, () =>
        handleRequest(request, loadContext(current, req)),
      );
      await sendResponse(res, response, body);
    } catch (error) {
      next(error);
    }
  };
}

function fetchRequest(req: ExpressRequest, res: ServerResponse, body: LimitedBody) {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  try {
    const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    return new Request(url, {
      method: req.method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: body.stream, duplex: "half" } : {}),
    } as RequestInit);
  } catch {
    return null;
  }
}

async function sendResponse(res: ServerResponse, response: Response, body: LimitedBody) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.appendHeader(name, value);
  // The app answered before the whole body arrived: drain the rest within the limit so the client
  // gets this answer.
  res.once("finish", () => body.discardRest());
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
