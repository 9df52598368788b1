import path from "node:path";
import { z } from "zod";

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("TenderLink <no-reply@tenderlink.et>"),
  CONTACT_EMAIL: z.string().default("support@tenderlink.et"),
  CONTACT_PHONE: z.string().default("+251 911 234 567"),
  LOG_LEVEL: z.string().default("info"),
});

export type AppConfig = ReturnType<typeof loadConfig>;

function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env);
  const production = parsed.NODE_ENV === "production";
  if (production && !parsed.SESSION_SECRET) {
    throw new Error("SESSION_SECRET must be set (16+ characters) when NODE_ENV=production.");
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, "");
  return {
    production,
    port: parsed.PORT,
    dataDir,
    mailDir: path.join(dataDir, "mail"),
    databaseUrl: parsed.DATABASE_URL,
    appUrl,
    // Secure cookies need HTTPS; a local http://localhost run must still be able to sign in.
    secureCookies: appUrl.startsWith("https://"),
    sessionSecret: parsed.SESSION_SECRET ?? DEV_SESSION_SECRET,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    contactEmail: parsed.CONTACT_EMAIL,
    contactPhone: parsed.CONTACT_PHONE,
    logLevel: parsed.LOG_LEVEL,
  };
}

let cached: AppConfig | undefined;

/** The configuration of this process, read once from the environment. */
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}
