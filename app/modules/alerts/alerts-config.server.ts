import { z } from "zod";

const ALERTS_TIME_ZONE = "Africa/Addis_Ababa";

const envSchema = z.object({
  ALERTS_DIGEST_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "ALERTS_DIGEST_TIME must be HH:MM (24-hour clock)")
    .default("07:00"),
  ALERTS_WORKER: z.enum(["on", "off"]).default("on"),
  ALERTS_REMINDER_HOURS: z.coerce.number().int().min(1).max(720).default(48),
});

export type AlertsConfig = ReturnType<typeof loadAlertsConfig>;

function loadAlertsConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env);
  const [hour, minute] = parsed.ALERTS_DIGEST_TIME.split(":").map(Number);
  return {
    digestTime: parsed.ALERTS_DIGEST_TIME,
    /** pg-boss cron (minute hour * * *), evaluated in ALERTS_TIME_ZONE. */
    digestCron: `${minute} ${hour} * * *`,
    timeZone: ALERTS_TIME_ZONE,
    /** Whether `npm start` runs the worker inside the web process. */
    workerInWebProcess: parsed.ALERTS_WORKER === "on",
    reminderHours: parsed.ALERTS_REMINDER_HOURS,
  };
}

let cached: AlertsConfig | undefined;

export function alertsConfig(): AlertsConfig {
  cached ??= loadAlertsConfig();
  return cached;
}
