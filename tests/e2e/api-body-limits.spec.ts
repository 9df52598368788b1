import http from "node:http";
import { expect, test } from "@playwright/test";
import { FORM_BODY_LIMIT } from "../../app/server/body-limits";
import { apiToken, E2E_PORT, pageSession, rawRequest, routeTargets } from "./route-targets";

/**
 * Body limits at the server (issue 12): a post far beyond a route's limit is refused with 413
 * at once, before the body is read, whether its size is announced or it just keeps streaming.
 * Bodies here are bounded: a few KB behind a Content-Length that announces 200 MB, or a chunked
 * stream that stops a little past the limit without ever ending.
 */

const MB = 1024 * 1024;
const ANNOUNCED = 200 * MB;

const targets = routeTargets();
const writes = targets.filter((target) => target.hasAction);

test("a Content-Length announcing 200 MB (or more than an upload route takes) is refused with 413 in under 200 ms on every form action and API write", async () => {
  expect(writes.length).toBeGreaterThan(30);
  for (const target of writes) {
    // The tender forms take documents: 10 of 20 MB is a legitimate 200 MB submit.
    const announced = Math.max(ANNOUNCED, target.bodyLimit + MB);
    const outcome = await rawRequest({
      method: "POST",
      path: target.path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new Uint8Array(4096).fill(0x61),
      declaredLength: announced,
    });
    expect(outcome, `${target.path} with ${announced} bytes announced`).toMatchObject({
      status: 413,
    });
    expect(outcome.ms, target.path).toBeLessThan(200);
  }
});

/**
 * Forms whose actions read the body, public and signed in (an action that answers before
 * reading, like a guard's redirect, gets its answer out first; the rest is then dropped, up to
 * the limit).
 */
const READING_FORMS = {
  visitor: ["/login", "/register", "/forgot-password", "/reset-password", "/contact"],
  superadmin: ["/alerts/new", "/admin/categories/create", "/admin/metadata", "/admin/users"],
  api: ["/api/auth/login", "/api/auth/register", "/api/advert-contact", "/api/categories"],
};

test("a chunked body is refused with 413 as soon as it passes a form's limit, without waiting for its end", async () => {
  const cookie = await pageSession();
  const token = await apiToken();
  const cases = [
    ...READING_FORMS.visitor.map((path) => ({ path, headers: {} })),
    ...READING_FORMS.superadmin.map((path) => ({ path, headers: { Cookie: cookie } })),
    ...READING_FORMS.api.map((path) => ({
      path,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    })),
  ];
  for (const { path, headers } of cases) {
    expect(targets.find((target) => target.path === path)?.bodyLimit).toBe(FORM_BODY_LIMIT);
    const outcome = await streamPastLimit(path, FORM_BODY_LIMIT, headers);
    // The body never ends: an answer at all means the server stopped at the limit.
    expect(outcome, path).toMatchObject({ status: 413 });
    expect(outcome.ms, path).toBeLessThan(200);
  }
  const home = await rawRequest({ method: "GET", path: "/home" });
  expect(home).toMatchObject({ status: 200 });
});

/**
 * Streams 16 KB chunks (chunked transfer encoding, no Content-Length) until the server answers,
 * never ending the body, at most twice `limit` plus a margin; then the connection is dropped.
 */
function streamPastLimit(
  path: string,
  limit: number,
  headers: Record<string, string>,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const chunk = Buffer.alloc(16 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: "127.0.0.1",
      port: E2E_PORT,
      method: "POST",
      path,
      agent: false,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      const result = {
        status: response.statusCode ?? 0,
        ms: Math.round(performance.now() - started),
      };
      response.resume();
      response.on("end", () => {
        request.destroy();
        resolve(result);
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`${path}: no answer after ${sent} bytes`));
    }, 10_000);
    request.on("close", () => clearTimeout(timer));
    const pump = () => {
      while (!answered && sent < 2 * limit + 256 * 1024) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
    };
    request.write("name=");
    pump();
  });
}
