import { config, loadChannelSettings } from "~/server/config.server";

/**
 * Telegram and SMS settings, read through the environment schema on every call (cheap) so a
 * test can point the transports at a fake server without reloading modules; `npm start` and
 * `npm run worker` have checked them once at boot. Holds secrets: never log the returned object.
 */
export function channelConfig(env: NodeJS.ProcessEnv = process.env) {
  return { dataDir: config().dataDir, ...loadChannelSettings(env) };
}

export type ChannelConfig = ReturnType<typeof channelConfig>;
