import path from "node:path";
import { logger } from "~/server/logger.server";
import { channelConfig, type ChannelConfig } from "./channel-config.server";
import { appendToOutbox } from "./dev-outbox.server";

/** Sends one text to one E.164 number; throws when the provider refuses or is unreachable. */
export interface SmsProvider {
  send(to: string, message: string): Promise<void>;
}

async function failOnError(response: Response, provider: string) {
  if (response.ok) return;
  const body = (await response.text().catch(() => "")).slice(0, 200);
  throw new Error(`SMS ${provider} failed (${response.status}): ${body || response.statusText}`);
}

function httpGateway(settings: ChannelConfig["sms"]): SmsProvider {
  const { gatewayUrl, gatewayToken } = settings;
  if (!gatewayUrl) throw new Error("SMS_PROVIDER=http needs SMS_GATEWAY_URL");
  return {
    async send(to, message) {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP authorization scheme
      if (gatewayToken) headers.Authorization = `Bearer ${gatewayToken}`;
      const response = await fetch(gatewayUrl, {
        method: "POST",
        headers,
        body: JSON.stringify({ to, message }),
      });
      await failOnError(response, "gateway");
    },
  };
}

function twilio(settings: ChannelConfig["sms"]): SmsProvider {
  const { accountSid, authToken, from, apiUrl } = settings.twilio;
  if (!accountSid || !authToken || !from) {
    throw new Error(
      "SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
    );
  }
  const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP authorization scheme
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send(to, message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: authorization,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ To: to, From: from, Body: message }),
      });
      await failOnError(response, "twilio");
    },
  };
}

function development(dataDir: string): SmsProvider {
  const file = path.join(dataDir, "sms", "outbox.jsonl");
  return {
    async send(to, message) {
      await appendToOutbox(file, { to, message });
      logger.info({ to, file }, "sms written to outbox");
    },
  };
}

/** The provider chosen by SMS_PROVIDER (unset → the development outbox). */
export function smsProvider(settings: ChannelConfig = channelConfig()): SmsProvider {
  switch (settings.sms.provider) {
    case "http":
      return httpGateway(settings.sms);
    case "twilio":
      return twilio(settings.sms);
    case undefined:
      return development(settings.dataDir);
    default:
      throw new Error(
        `Unknown SMS_PROVIDER "${String(settings.sms.provider)}" (use http or twilio)`,
      );
  }
}
