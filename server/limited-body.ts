import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest } from "express";

/** Past `limit` bytes the stream fails with a 413 error the app's readers recognise. */
export class LimitedBody {
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

const LINGER_MS = 1_000;
const LINGER_BYTES = 4 * 1024 * 1024;

// Closing a socket with unread data resets it and the client would see the reset instead of the
// 413, so, as web servers do, the close lingers, dropping what still arrives.
export function refuseTooLarge(req: ExpressRequest, res: ServerResponse, limit: number) {
  req.pause();
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = `The request is too large: this address accepts at most ${formatBytes(limit)}.`;
  res.setHeader("Connection", "close");
  const socket = req.socket;
  // Node destroys a `Connection: close` socket once the answer is written; leave the destroying to
  // the lingering below.
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

export function answerPlain(res: ServerResponse, status: number, message: string) {
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
