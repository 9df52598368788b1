import type { Route } from "./+types/telegram-webhook";
import { ApiError, notFound } from "~/modules/api/api-error";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { channelConfig } from "~/modules/alerts/channel-config.server";
import { handleTelegramUpdate } from "~/modules/alerts/telegram-link.server";
import {
  telegramUpdateSchema,
  webhookSecretMatches,
} from "~/modules/alerts/telegram-webhook.server";
import { dbContext } from "~/server/request-context";

/** Authenticated by setWebhook's secret token; without TELEGRAM_WEBHOOK_SECRET it does not exist. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const { webhookSecret } = channelConfig().telegram;
    if (!webhookSecret) throw notFound();
    const given = request.headers.get("X-Telegram-Bot-Api-Secret-Token");
    if (!webhookSecretMatches(given, webhookSecret)) {
      throw new ApiError(401, "Wrong or missing secret token");
    }
    const update = await readJson(request, telegramUpdateSchema);
    await handleTelegramUpdate(context.get(dbContext), update);
    return json({ ok: true });
  });
}
