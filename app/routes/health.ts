/**
 * GET /healthz: the process is alive and answers. Nothing else is checked (a database outage
 * must not get every process restarted); readiness is /readyz.
 */
export function loader() {
  return new Response("ok\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
