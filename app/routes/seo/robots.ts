import { robotsTxt } from "~/modules/seo/robots";
import { config } from "~/server/config.server";

export function loader() {
  return new Response(robotsTxt(config().appUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}
