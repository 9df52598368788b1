// The Express application behind `npm start` and `npm run dev` (scripts/lib/serve.ts listens
// with it; tests start it on a free port). Besides static files it does two things at the edge
// that the app cannot do for itself:
// - the client's address, from the connection (or X-Forwarded-For when TRUST_PROXY says so),
//   goes to the app through the typed router context, never through a header a client could set;
// - every request body is held to its route's limit (app/server/body-limits.ts): a larger
//   Content-Length is answered 413 before anything is read, a streamed body is counted and
//   refused at the limit, and the connection is then closed instead of reading the rest.
//
// Every request that reaches the app gets an id (X-Request-Id, honoured from a proxy when it is a
// short safe token): it goes back in the response's X-Request-Id, on the access log line, and on
// every line the app logs while serving it. Static files are neither logged nor numbered, nor
// counted in the request metrics (request-metrics.ts).
//
// React Router is called directly rather than through @react-router/express, whose body stream
// destroys the socket when a reader stops early, so a refused body ended in a reset instead of
// its 4xx answer.
import type { IncomingMessage, ServerResponse } from "node:http";
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
// Loaded by serve.ts before start settles the configuration (the local SESSION_SECRET): import
// nothing here that reads config() when it loads, such as the logger.
import { bodyLimitFor } from "~/server/body-limits";
import { config, parseTrustProxy } from "~/server/config.server";
import { clientAddressContext } from "~/server/request-context";
import { requestMetrics } from "./request-metrics";
import { importServerBuild, serverProcess } from "./server-build";
import { requestIdFor, runAsRequest } from "~/server/request-id.server";

export interface HttpAppOptions {
  /** Vite's dev server in middleware mode instead of the production build. */
  dev: boolean;
  /** Where scripts/build-app.mjs wrote the production build. */
  buildDir: string;
  /** Express `trust proxy`, as the TRUST_PROXY variable sets it (README). */
  trustProxy?: string | number | boolean;
  /** Vite's hot reload socket; tests turn it off. */
  hmr?: boolean;
  /** Dev: called with the server build each time Vite loads it (it may be a new copy). */
  onServerBuild?: (build: ServerBuild) => void;
  /**
   * Writes the access log (one line per request, with its id). Passed in, not imported: the
   * logger reads the configuration, which `npm start` settles only after loading this module.
   */
  logger?: Logger;
}

export interface HttpApp {
  app: Express;
  /** The server build the app serves (in dev, Vite's current copy of it). */
  serverBuild: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

export async function createHttpApp(options: HttpAppOptions): Promise<HttpApp> {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  // Behind a proxy, TRUST_PROXY (e.g. "loopback" or a hop count) lets req.ip read X-Forwarded-For.
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
    app.use(requestIds(options.logger));
    app.use(reactRouterHandler(serverBuild));
    return { app, serverBuild, close: () => viteServer.close() };
  }

  const build = await importServerBuild(options.buildDir);
  // Hashed assets never change: cache them for a year. Everything else briefly.
  app.use(
    "/assets",
    express.static(path.join(options.buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
  );
  // Other public files (favicon, adverts) by their top-level name, so page requests skip the
  // file-system lookup.
  const clientDir = path.join(options.buildDir, "client");
  const publicEntries = new Set(fs.readdirSync(clientDir));
  const publicFiles = express.static(clientDir, { maxAge: "1h" });
  app.use((req, res, next) => {
    if (publicEntries.has(req.path.split("/")[1] ?? "")) publicFiles(req, res, next);
    else next();
  });
  app.use(requestMetrics(() => build));
  app.use(requestIds(options.logger));
  // The pages' own copy of the languages' manifests (app/entry.server.tsx), read once.
  const localeBuilds = [...serverProcess(build).languageManifests().values()].map((assets) => ({
    ...build,
    assets,
  }));
  app.use(reactRouterHandler(build, localeBuilds));
  return { app, serverBuild: async () => build, close: async () => {} };
}

/**
 * Health and readiness probes (app/routes/health.ts, ready.ts) and Prometheus's scrape
 * (metrics.ts): answered, never logged.
 */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Numbers each request (requestIdFor), answers the number in X-Request-Id, serves the request as
 * that id (runAsRequest: the app's log lines carry it) and, with a logger, writes the access log
 * line when the response is finished: method, URL, status, time, and the id as `reqId`. Neither
 * headers nor bodies are logged: they may hold cookies, tokens and passwords.
 */
function requestIds(logger: Logger | undefined): RequestHandler {
  const accessLog =
    logger &&
    pinoHttp({
      logger,
      quietReqLogger: true,
      // A load balancer asks every few seconds; those lines would bury the real traffic.
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
    runAsRequest(id, () => (accessLog ? accessLog(req, res, next) : next()));
  };
}

/** What the app may know of the connection, in its typed context (getLoadContext). */
function getLoadContext(req: ExpressRequest): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddressOf(req));
  return context;
}

/** req.ip: the socket's address, or X-Forwarded-For's only as far as `trust proxy` allows. */
function clientAddressOf(req: ExpressRequest): string {
  const address = req.ip ?? req.socket.remoteAddress;
  if (!address) return "unknown";
  // An IPv4 client on a dual-stack socket: the same address as over IPv4.
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/**
 * The app's request handler. A page in another language than English runs that language's
 * browser build (app/entry.server.tsx), which asks React Router for the routes it discovers
 * under its own manifest's version: those requests are answered from that manifest.
 */
function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  localeBuilds: ServerBuild[] = [],
) {
  const handleRequest = createRequestHandler(build, config().nodeEnv);
  const manifestHandlers = new Map(
    localeBuilds.map((localeBuild) => [
      localeBuild.assets.version,
      createRequestHandler(localeBuild, config().nodeEnv),
    ]),
  );
  return async (req: ExpressRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    const limit = bodyLimitFor(req.path);
    if (Number(req.headers["content-length"]) > limit) {
      refuseTooLarge(req, res);
      return;
    }
    const body = new LimitedBody(req, limit, () => refuseTooLarge(req, res));
    const request = fetchRequest(req, res, body);
    if (!request) {
      answerPlain(res, 400, "Bad request: the address could not be read.");
      return;
    }
    try {
      const handler =
        (req.path === "/__manifest" && manifestHandlers.get(String(req.query.version))) ||
        handleRequest;
      const response = await handler(request, getLoadContext(req));
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
    // Already answered (the body outgrew its limit) or the client went away.
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.appendHeader(name, value);
  // The app answered before the whole body arrived (a guard's redirect, a refused upload): the
  // rest is read and dropped, within the route's limit, so the client gets this answer and the
  // connection stays usable.
  res.once("finish", () => body.discardRest());
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * A request's body as the app reads it, counted: past `limit` bytes the stream fails (with a 413
 * error the app's readers recognise) and `onTooLarge` answers. Reading stops there; a reader
 * that gives up early leaves the connection open for the answer.
 */
class LimitedBody {
  readonly stream: ReadableStream<Uint8Array>;
  private received = 0;
  private state: "reading" | "done" | "discarding" | "refused" = "reading";
  private controller!: ReadableStreamDefaultController<Uint8Array>;

  constructor(
    private readonly req: IncomingMessage,
    private readonly limit: number,
    private readonly onTooLarge: () => void,
  ) {
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
          req.on("data", (chunk: Buffer) => this.receive(chunk));
          req.once("end", () => this.finish(() => controller.close()));
          req.once("error", (error) => this.finish(() => controller.error(error)));
          req.once("close", () => {
            if (!req.complete) this.finish(() => controller.error(new Error("client went away")));
          });
        },
        pull: () => {
          if (this.state === "reading") req.resume();
        },
        cancel: () => {
          if (this.state === "reading") this.state = "done";
          req.pause();
        },
      },
      { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
    );
  }

  /** After the answer: read what is left and drop it, or close the connection past the limit. */
  discardRest() {
    if (this.req.complete || this.state === "refused") return;
    this.state = "discarding";
    this.req.resume();
  }

  private receive(chunk: Buffer) {
    this.received += chunk.byteLength;
    if (this.received > this.limit) {
      if (this.state === "discarding") {
        this.req.socket.destroy();
      } else if (this.state !== "refused") {
        const wasReading = this.state === "reading";
        this.state = "refused";
        this.req.pause();
        if (wasReading)
          this.controller.error(Object.assign(new Error("body too large"), { status: 413 }));
        this.onTooLarge();
      }
      return;
    }
    if (this.state !== "reading") return;
    this.controller.enqueue(chunk);
    if ((this.controller.desiredSize ?? 0) <= 0) this.req.pause();
  }

  private finish(settle: () => void) {
    if (this.state !== "reading") return;
    this.state = "done";
    settle();
  }
}

/** How long, and for how many bytes, a refused body may still come in before the connection closes. */
const LINGER_MS = 1_000;
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * 413 at once (JSON for the API, a small page for everything else), then the connection is
 * closed. A client is usually still sending when the answer goes out; closing a socket with
 * unread data resets it, and the client would see that reset instead of the 413. So, as web
 * servers do, the close lingers: our side of the connection is shut at once, and what still
 * arrives is dropped unread for at most LINGER_MS or LINGER_BYTES, then the socket is destroyed.
 */
function refuseTooLarge(req: ExpressRequest, res: ServerResponse) {
  req.pause();
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const limit = bodyLimitFor(req.path);
  const message = `The request is too large: this address accepts at most ${formatBytes(limit)}.`;
  res.setHeader("Connection", "close");
  const socket = req.socket;
  // Node ends and then destroys a `Connection: close` socket once the answer is written; keep
  // the end, leave the destroying to the lingering below.
  socket.destroySoon = () => {
    socket.end();
  };
  res.once("finish", () => {
    let dropped = 0;
    const close = () => socket.destroy();
    setTimeout(close, LINGER_MS).unref();
    socket.once("end", close);
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.byteLength;
      if (dropped > LINGER_BYTES) close();
    });
    req.resume();
  });
  if (req.path.startsWith("/api/")) {
    answer(res, 413, "application/json; charset=utf-8", JSON.stringify({ message }));
  } else {
    const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Request too large</title><h1>Request too large</h1><p>${message}</p><p><a href="/home">Browse all tenders</a></p></html>`;
    answer(res, 413, "text/html; charset=utf-8", page);
  }
}

function answerPlain(res: ServerResponse, status: number, message: string) {
  answer(res, status, "text/plain; charset=utf-8", message);
}

function answer(res: ServerResponse, status: number, type: string, body: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'");
  res.end(body);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${bytes / 1024} KB`;
}
