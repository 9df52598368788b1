import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The raw body; `json` when it parsed as JSON. */
  body: string;
  json: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a provider (Telegram Bot API, an SMS gateway,
 * Twilio): it records every request and answers with `handle`. Started before the file's tests.
 */
export function fakeHttpServer(handle: (request: RecordedRequest) => FakeReply) {
  const requests: RecordedRequest[] = [];
  const fake = { url: "", requests };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        // form-encoded or empty bodies stay raw
      }
      const recorded = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        json,
      };
      requests.push(recorded);
      const reply = handle(recorded);
      res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return fake;
}
