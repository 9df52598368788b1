import { loadAlertsVariables } from "~/server/config.server";

// eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone name
const ALERTS_TIME_ZONE = "Africa/Addis_Ababa";

export type AlertsConfig = ReturnType<typeof loadAlertsConfig>;

export function loadAlertsConfig(env: NodeJS.ProcessEnv = process.env) {
  const settings = loadAlertsVariables(env);
  const [hour, minute] = settings.digestTime.split(":").map(Number);
  return {
    digestTime: settings.digestTime,
    /** pg-boss cron (minute hour * * *), evaluated in ALERTS_TIME_ZONE. */
    digestCron: `${minute} ${hour} * * *`,
    timeZone: ALERTS_TIME_ZONE,
    /** Whether `npm start` runs the worker inside the web process. */
    workerInWebProcess: settings.workerInWebProcess,
    reminderHours: settings.reminderHours,
  };
}

let cached: AlertsConfig | undefined;

export function alertsConfig(): AlertsConfig {
  cached ??= loadAlertsConfig();
  return cached;
}
