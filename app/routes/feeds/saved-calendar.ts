import type { Route } from "./+types/saved-calendar";
import { buildSavedCalendar } from "~/modules/feeds/calendar-feed.server";
import { dbContext } from "~/server/request-context";

/** GET /feeds/saved/{token}.ics: no session, the secret URL is the credential. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const file = params.file ?? "";
  const body = file.endsWith(".ics")
    ? await buildSavedCalendar(context.get(dbContext), file.slice(0, -".ics".length))
    : null;
  if (body === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // Private: the URL is a secret, so no shared cache may keep it.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
