// A small HTTP client for the load: node:http over keep-alive connections (as browsers keep
// theirs), asking for gzip like a browser, counting the compressed bytes without inflating
// them (the benchmark shares the machine's cores with the server, so it should cost little).
import http from "node:http";
import type { BenchRequest } from "./realistic-traffic";

export interface Outcome {
  /** 0 when no answer came. */
  status: number;
  bytes: number;
  failure?: "network" | "timeout";
  /** The network error's code (ECONNRESET, …), to tell a closed keep-alive from a crash. */
  code?: string;
}

export class HttpClient {
  private readonly agent: http.Agent;
  private nextCookie = 0;

  constructor(
    private readonly base: URL,
    /** Signed-in requests take these session cookies in turn. */
    private readonly cookies: string[],
    maxSockets: number,
    private readonly timeoutMs = 30_000,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /**
   * Like a browser, a GET that failed because the server had just closed the kept-alive
   * connection it went out on is sent once more on a new one (timed as one request).
   */
  retries = 0;

  async send(request: BenchRequest): Promise<Outcome> {
    const headers: http.OutgoingHttpHeaders = {
      accept: "text/html",
      "accept-encoding": "gzip",
      "user-agent": "tenderlink-bench-realistic",
    };
    if (request.signedIn && this.cookies.length > 0) {
      headers.cookie = this.cookies[this.nextCookie++ % this.cookies.length];
    }
    if (request.body !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["content-length"] = Buffer.byteLength(request.body);
    }
    const outcome = await this.attempt(request, headers);
    if (outcome.closedKeptAlive && request.method === "GET") {
      this.retries++;
      return this.attempt(request, headers);
    }
    return outcome;
  }

  private attempt(
    request: BenchRequest,
    headers: http.OutgoingHttpHeaders,
  ): Promise<Outcome & { closedKeptAlive?: boolean }> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: Outcome & { closedKeptAlive?: boolean }) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const outgoing = http.request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          method: request.method,
          path: request.path,
          headers,
        },
        (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => settle({ status: response.statusCode ?? 0, bytes }));
          response.on("error", (error: NodeJS.ErrnoException) =>
            settle({ status: 0, bytes, failure: "network", code: error.code }),
          );
        },
      );
      outgoing.setTimeout(this.timeoutMs, () => {
        settle({ status: 0, bytes: 0, failure: "timeout" });
        outgoing.destroy();
      });
      outgoing.on("error", (error: NodeJS.ErrnoException) =>
        settle({
          status: 0,
          bytes: 0,
          failure: "network",
          code: error.code,
          closedKeptAlive: outgoing.reusedSocket && error.code === "ECONNRESET",
        }),
      );
      outgoing.end(request.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
