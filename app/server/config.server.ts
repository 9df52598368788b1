import path from "node:path";
import { z } from "zod";
import { httpUrl, port, positiveWhole, trueOrFalse, urlWithScheme } from "./config-values.server";
import { CACHE_NAMES, type CacheName } from "./cache-bounds";
import { documentStorageSettings } from "./document-storage-settings.server";

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Every environment variable read, in one schema (a unit test keeps README's list in step). */
const variables = {
  NODE_ENV: z.enum(["development", "production", "test"], {
    error: "must be development, production or test",
  }),
  PORT: port(),
  DATA_DIR: z.string(),
  DATABASE_URL: urlWithScheme("postgres", "postgresql"),
  EMBEDDED_PG_PORT: port(),
  APP_URL: httpUrl(),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters"),
  SMTP_URL: urlWithScheme("smtp", "smtps"),
  MAIL_FROM: z.string(),
  CONTACT_EMAIL: z.email("must be an e-mail address"),
  CONTACT_PHONE: z.string(),
  SEED_DEMO_DATA: trueOrFalse(),
  ADMIN_EMAIL: z.email("must be an e-mail address"),
  ADMIN_PASSWORD: z.string(),
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim().replace(/\/$/, ""))
        .filter(Boolean),
    )
    .refine(
      (origins) =>
        origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
      "must be comma-separated origins such as https://app.example.et",
    ),
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, "must be false, true, a hop count, or addresses/names such as loopback")
    .transform(parseTrustProxy),
  WEB_CONCURRENCY: positiveWhole(1, 256),
  HTTP_HEAP_MB: positiveWhole(64, 65_536),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }),
  BUILD_DIR: z.string(),
  TELEGRAM_BOT_TOKEN: z.string(),
  TELEGRAM_API_URL: httpUrl(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^\w{3,64}$/, "must be a bot username such as TenderLinkBot"),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{1,256}$/, "must be 1-256 letters, digits, _ or - (Telegram's secret_token)"),
  TELEGRAM_CHANNEL_ID: z
    .string()
    .regex(
      /^(@[A-Za-z]\w{3,31}|-\d{1,20})$/,
      "must be a channel such as @TenderLinkET or -1001234567890",
    ),
  // Telegram allows about 20 messages a minute in one channel.
  TELEGRAM_CHANNEL_POSTS_PER_MINUTE: positiveWhole(1, 20),
  SMS_PROVIDER: z.enum(["http", "twilio"], { error: "must be http or twilio" }),
  SMS_GATEWAY_URL: httpUrl(),
  SMS_GATEWAY_TOKEN: z.string(),
  TWILIO_ACCOUNT_SID: z.string(),
  TWILIO_AUTH_TOKEN: z.string(),
  TWILIO_FROM: z.string(),
  TWILIO_API_URL: httpUrl(),
  ALERTS_DIGEST_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM (24-hour clock)"),
  ALERTS_WORKER: z.enum(["on", "off"], { error: "must be on or off" }),
  ALERTS_REMINDER_HOURS: positiveWhole(1, 720),
  STORAGE_URL: z.string().regex(
    // A bucket name as S3, MinIO, R2 and B2 accept it, then an optional key prefix.
    /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*)?$/,
    "must be s3://bucket or s3://bucket/prefix (a lowercase bucket name of 3-63 characters)",
  ),
  S3_ENDPOINT: httpUrl(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, "must be a region name such as eu-west-1 or auto"),
  S3_ACCESS_KEY_ID: z.string(),
  S3_SECRET_ACCESS_KEY: z.string(),
  S3_FORCE_PATH_STYLE: trueOrFalse(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\w.~+/=-]{16,256}$/, "must be 16-256 letters, digits or . _ ~ + / = -"),
  CACHES_OFF: z
    .string()
    .transform((value) => value.split(",").map((name) => name.trim()))
    .refine(
      (names): names is CacheName[] =>
        names.every((name) => CACHE_NAMES.includes(name as CacheName)),
      `must be cache names separated by commas: ${CACHE_NAMES.join(", ")}`,
    ),
  OCDS_OCID_PREFIX: z
    .string()
    .regex(
      /^ocds-[a-z0-9]+(-[a-z0-9]+)*$/,
      "must be an OCDS ocid prefix: ocds- then lowercase letters and digits, such as ocds-a1b2c3",
    ),
} as const;

export type VariableName = keyof typeof variables;

export const ENVIRONMENT_VARIABLES = Object.keys(variables) as VariableName[];

/** Never echoed in an error: they hold passwords or tokens. */
const SECRET_VARIABLES = new Set<string>([
  "DATABASE_URL",
  "SESSION_SECRET",
  "SMTP_URL",
  "ADMIN_PASSWORD",
  "TELEGRAM_BOT_TOKEN",
  "TELEGRAM_WEBHOOK_SECRET",
  "SMS_GATEWAY_TOKEN",
  "TWILIO_AUTH_TOKEN",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "METRICS_TOKEN",
]);

type Variables = { [Name in VariableName]: z.ZodType<unknown, string> };
export type Parsed<Names extends VariableName> = {
  [Name in Names]?: z.output<(typeof variables)[Name]>;
};

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

function crossFieldRules(env: Parsed<VariableName>, ctx: z.RefinementCtx) {
  const missing = (name: VariableName, message: string) =>
    ctx.addIssue({ code: "custom", path: [name], message });
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
    missing(
      "SESSION_SECRET",
      "must be set (16+ characters) when NODE_ENV=production with an external DATABASE_URL",
    );
  }
  if (env.SMS_PROVIDER === "http" && !env.SMS_GATEWAY_URL) {
    missing("SMS_GATEWAY_URL", "must be set when SMS_PROVIDER=http");
  }
  if (env.SMS_PROVIDER === "twilio") {
    const unset = (["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const).filter(
      (name) => !env[name],
    );
    if (unset.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message: `${unset.join(", ")} must be set when SMS_PROVIDER=twilio`,
      });
    }
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    const [unset, set] = env.ADMIN_EMAIL
      ? (["ADMIN_PASSWORD", "ADMIN_EMAIL"] as const)
      : (["ADMIN_EMAIL", "ADMIN_PASSWORD"] as const);
    missing(unset, `must be set with ${set}`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const [unset, set] = env.S3_ACCESS_KEY_ID
      ? (["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"] as const)
      : (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const);
    missing(unset, `must be set with ${set}`);
  }
  // S3 settings without an s3:// STORAGE_URL would silently keep documents on the local disk,
  // which several app servers do not share.
  if (!env.STORAGE_URL) {
    const s3Settings = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (s3Settings.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message: `STORAGE_URL must be set to s3://bucket… when ${s3Settings.join(", ")} ${s3Settings.length > 1 ? "are" : "is"} set (documents would stay on the local disk)`,
      });
    }
  }
}

export class ConfigurationError extends Error {
  constructor(message: string) {
    super(`Configuration error: ${message}`);
    this.name = "ConfigurationError";
  }
}

/** Unset and blank are the same (orchestrators set `NAME=` for "not set"); values are trimmed. */
function readVariables<const Names extends VariableName>(
  names: readonly Names[],
  env: NodeJS.ProcessEnv,
): Parsed<Names> {
  const shape = Object.fromEntries(
    names.map((name) => [name, (variables as Variables)[name].optional()]),
  );
  const input = Object.fromEntries(
    names.flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const result = z.object(shape).superRefine(crossFieldRules).safeParse(input);
  if (result.success) return result.data as Parsed<Names>;
  const problems = result.error.issues.map((issue) => {
    if (issue.path.length === 0) return issue.message;
    const name = String(issue.path[0]);
    const value = input[name];
    const shown = value === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got "${value}")`;
    return `${name} ${issue.message}${shown}`;
  });
  throw new ConfigurationError([...new Set(problems)].join("; "));
}

export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export type AppConfig = ReturnType<typeof loadConfig>;

/** Throws a ConfigurationError naming every malformed variable; entry points call it first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = readVariables(ENVIRONMENT_VARIABLES, env);
  const nodeEnv = parsed.NODE_ENV ?? "development";
  const portNumber = parsed.PORT ?? 3000;
  const dataDir = path.resolve(parsed.DATA_DIR ?? ".data");
  const appUrl = parsed.APP_URL ?? `http://localhost:${portNumber}`;
  return {
    nodeEnv,
    production: nodeEnv === "production",
    port: portNumber,
    dataDir,
    mailDir: path.join(dataDir, "mail"),
    databaseUrl: parsed.DATABASE_URL,
    embeddedPgPort: parsed.EMBEDDED_PG_PORT ?? 54329,
    appUrl,
    // Secure cookies need HTTPS; a local http://localhost run must still be able to sign in.
    secureCookies: appUrl.startsWith("https://"),
    /** Whether SESSION_SECRET is set; without it a local run settles one in DATA_DIR. */
    sessionSecretSet: parsed.SESSION_SECRET !== undefined,
    sessionSecret: parsed.SESSION_SECRET ?? DEV_SESSION_SECRET,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? "TenderLink <no-reply@tenderlink.et>",
    contactEmail: parsed.CONTACT_EMAIL ?? "support@tenderlink.et",
    contactPhone: parsed.CONTACT_PHONE ?? "+251 911 234 567",
    seedDemoData: parsed.SEED_DEMO_DATA !== "false",
    admin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD }
        : null,
    corsOrigins: parsed.CORS_ORIGINS ?? [],
    trustProxy: parsed.TRUST_PROXY ?? false,
    /** HTTP processes of `npm start`; unset → one per CPU (server/supervisor.ts). */
    webConcurrency: parsed.WEB_CONCURRENCY,
    /** Each cluster HTTP process's old-generation heap, in MB (decision 024). */
    httpHeapMb: parsed.HTTP_HEAP_MB ?? 192,
    logLevel: parsed.LOG_LEVEL ?? "info",
    buildDir: path.resolve(parsed.BUILD_DIR ?? "build"),
    storage: documentStorageSettings(parsed, dataDir),
    /** Bearer token Prometheus sends to /metrics; unset → /metrics answers 404. */
    metricsToken: parsed.METRICS_TOKEN,
    // Registered prefixes (ocds- and six characters) come from the OCDS helpdesk; the default
    // is longer on purpose, so it can never be someone else's registered prefix.
    ocdsOcidPrefix: parsed.OCDS_OCID_PREFIX ?? "ocds-tenderlink-dev",
    cachesOff: (parsed.CACHES_OFF ?? []) as CacheName[],
  };
}

let cached: AppConfig | undefined;

export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

let lastDatabaseUrl: { value: string | undefined; url: string | undefined } | undefined;

// Read per call: `npm start` sets it after boot. Memoized: re-parsing on every getOrm was 3-5%
// of a list page's CPU.
export function currentDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.DATABASE_URL;
  if (!lastDatabaseUrl || lastDatabaseUrl.value !== value) {
    lastDatabaseUrl = { value, url: readVariables(["DATABASE_URL"], env).DATABASE_URL };
  }
  return lastDatabaseUrl.url;
}

const CHANNEL_VARIABLES = [
  "TELEGRAM_BOT_TOKEN",
  "TELEGRAM_API_URL",
  "TELEGRAM_BOT_USERNAME",
  "TELEGRAM_WEBHOOK_SECRET",
  "TELEGRAM_CHANNEL_ID",
  "TELEGRAM_CHANNEL_POSTS_PER_MINUTE",
  "SMS_PROVIDER",
  "SMS_GATEWAY_URL",
  "SMS_GATEWAY_TOKEN",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM",
  "TWILIO_API_URL",
] as const;

export function loadChannelSettings(env: NodeJS.ProcessEnv = process.env) {
  const parsed = readVariables(CHANNEL_VARIABLES, env);
  return {
    telegram: {
      botToken: parsed.TELEGRAM_BOT_TOKEN,
      apiUrl: parsed.TELEGRAM_API_URL ?? "https://api.telegram.org",
      botUsername: parsed.TELEGRAM_BOT_USERNAME ?? "TenderLinkBot",
      webhookSecret: parsed.TELEGRAM_WEBHOOK_SECRET,
      channelId: parsed.TELEGRAM_CHANNEL_ID,
      channelPostsPerMinute: parsed.TELEGRAM_CHANNEL_POSTS_PER_MINUTE ?? 15,
    },
    sms: {
      provider: parsed.SMS_PROVIDER,
      gatewayUrl: parsed.SMS_GATEWAY_URL,
      gatewayToken: parsed.SMS_GATEWAY_TOKEN,
      twilio: {
        accountSid: parsed.TWILIO_ACCOUNT_SID,
        authToken: parsed.TWILIO_AUTH_TOKEN,
        from: parsed.TWILIO_FROM,
        apiUrl: parsed.TWILIO_API_URL ?? "https://api.twilio.com",
      },
    },
  };
}

const ALERTS_VARIABLES = ["ALERTS_DIGEST_TIME", "ALERTS_WORKER", "ALERTS_REMINDER_HOURS"] as const;

export function loadAlertsVariables(env: NodeJS.ProcessEnv = process.env) {
  const parsed = readVariables(ALERTS_VARIABLES, env);
  return {
    digestTime: parsed.ALERTS_DIGEST_TIME ?? "07:00",
    workerInWebProcess: (parsed.ALERTS_WORKER ?? "on") === "on",
    reminderHours: parsed.ALERTS_REMINDER_HOURS ?? 48,
  };
}
