import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadAlertsConfig } from "~/modules/alerts/alerts-config.server";
import { channelConfig } from "~/modules/alerts/channel-config.server";
import {
  ConfigurationError,
  currentDatabaseUrl,
  ENVIRONMENT_VARIABLES,
  loadConfig,
} from "~/server/config.server";

/** The message loadConfig refuses `env` with; fails the test when it accepts it. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("the environment schema", () => {
  it("gives the documented defaults for an empty environment", () => {
    const settings = loadConfig({});
    expect(settings).toMatchObject({
      nodeEnv: "development",
      production: false,
      port: 3000,
      appUrl: "http://localhost:3000",
      secureCookies: false,
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      sessionSecretSet: false,
      seedDemoData: true,
      admin: null,
      corsOrigins: [],
      trustProxy: false,
      webConcurrency: undefined,
      httpHeapMb: 192,
      logLevel: "info",
      mailFrom: "TenderLink <no-reply@tenderlink.et>",
    });
    expect(settings.dataDir).toMatch(/\/\.data$/);
    expect(settings.buildDir).toMatch(/\/build$/);
  });

  it("types what it reads: numbers, lists, switches and the proxy setting", () => {
    const settings = loadConfig({
      PORT: "8080",
      APP_URL: "https://tenders.example.et/",
      WEB_CONCURRENCY: "4",
      HTTP_HEAP_MB: "256",
      SEED_DEMO_DATA: "false",
      CORS_ORIGINS: " https://a.example.et/ , http://localhost:5173 ,",
      TRUST_PROXY: "2",
      ADMIN_EMAIL: "ops@example.et",
      ADMIN_PASSWORD: "a long passphrase",
      EMBEDDED_PG_PORT: "55000",
    });
    expect(settings).toMatchObject({
      port: 8080,
      appUrl: "https://tenders.example.et",
      secureCookies: true,
      webConcurrency: 4,
      httpHeapMb: 256,
      seedDemoData: false,
      corsOrigins: ["https://a.example.et", "http://localhost:5173"],
      trustProxy: 2,
      admin: { email: "ops@example.et", password: "a long passphrase" },
      embeddedPgPort: 55000,
    });
    expect(loadConfig({ CACHES_OFF: "list-pages, document-memo" }).cachesOff).toEqual([
      "list-pages",
      "document-memo",
    ]);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
  });

  it("treats a blank variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "  ", SMS_PROVIDER: "" })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it("names a malformed variable and the value it got, in one line", () => {
    expect(refusal({ PORT: "abc" })).toBe(
      'Configuration error: PORT must be a positive whole number (got "abc")',
    );
    expect(refusal({ PORT: "70000" })).toBe(
      'Configuration error: PORT must be a port from 1 to 65535 (got "70000")',
    );
    expect(refusal({ SMS_PROVIDER: "foo" })).toBe(
      'Configuration error: SMS_PROVIDER must be http or twilio (got "foo")',
    );
    expect(refusal({ WEB_CONCURRENCY: "0" })).toBe(
      'Configuration error: WEB_CONCURRENCY must be at least 1 (got "0")',
    );
    expect(refusal({ HTTP_HEAP_MB: "32" })).toBe(
      'Configuration error: HTTP_HEAP_MB must be at least 64 (got "32")',
    );
    expect(refusal({ ALERTS_DIGEST_TIME: "7am" })).toMatch(
      /^Configuration error: ALERTS_DIGEST_TIME must be HH:MM/,
    );
    expect(refusal({ ALERTS_WORKER: "yes" })).toMatch(/ALERTS_WORKER must be on or off/);
    expect(refusal({ NODE_ENV: "staging" })).toMatch(
      /NODE_ENV must be development, production or test/,
    );
    expect(refusal({ LOG_LEVEL: "loud" })).toMatch(/LOG_LEVEL must be one of fatal, error/);
    expect(refusal({ APP_URL: "tenders.example.et" })).toMatch(/APP_URL must be an http/);
    expect(refusal({ SEED_DEMO_DATA: "no" })).toMatch(/SEED_DEMO_DATA must be true or false/);
    expect(refusal({ CORS_ORIGINS: "https://a.example.et/path" })).toMatch(/CORS_ORIGINS must be/);
    expect(refusal({ DATABASE_URL: "mysql://db/tenders" })).toMatch(
      /DATABASE_URL must be a postgres/,
    );
    expect(refusal({ SMTP_URL: "http://mail" })).toMatch(/SMTP_URL must be a smtp/);
    expect(refusal({ ALERTS_REMINDER_HOURS: "1000" })).toMatch(
      /ALERTS_REMINDER_HOURS must be at most 720/,
    );
    expect(refusal({ CACHES_OFF: "list-pages,pages" })).toMatch(
      /CACHES_OFF must be cache names separated by commas: list-pages, document-memo/,
    );
  });

  it("names every malformed variable on the same line", () => {
    const message = refusal({ PORT: "abc", SMS_PROVIDER: "foo" });
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toMatch(/PORT must be/);
    expect(message).toMatch(/SMS_PROVIDER must be/);
  });

  it("never echoes a secret's value", () => {
    const message = refusal({ SESSION_SECRET: "short-secret", DATABASE_URL: "mysql://u:pw@db/x" });
    expect(message).toMatch(/SESSION_SECRET must be at least 16 characters/);
    expect(message).toMatch(/DATABASE_URL must be/);
    expect(message).not.toMatch(/short-secret|pw@db/);
  });

  it("holds the rules between variables", () => {
    expect(refusal({ SMS_PROVIDER: "twilio", TWILIO_FROM: "+15005550006" })).toBe(
      "Configuration error: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN must be set when SMS_PROVIDER=twilio",
    );
    expect(refusal({ SMS_PROVIDER: "http" })).toBe(
      "Configuration error: SMS_GATEWAY_URL must be set when SMS_PROVIDER=http",
    );
    expect(
      refusal({ NODE_ENV: "production", DATABASE_URL: "postgres://u:p@db.internal:5432/t" }),
    ).toMatch(/^Configuration error: SESSION_SECRET must be set .*external DATABASE_URL$/);
    expect(refusal({ ADMIN_EMAIL: "ops@example.et" })).toMatch(/ADMIN_PASSWORD must be set/);
    // Production on the embedded database: `npm start` settles a local secret after this check.
    expect(loadConfig({ NODE_ENV: "production" }).production).toBe(true);
    expect(
      loadConfig({
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: "AC1",
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: "+15005550006",
      }).port,
    ).toBe(3000);
  });

  it("keeps documents on the local disk unless STORAGE_URL names an S3 bucket", () => {
    expect(loadConfig({ DATA_DIR: "/srv/tenders" }).storage).toEqual({
      kind: "disk",
      directory: "/srv/tenders/documents",
    });
    expect(
      loadConfig({
        STORAGE_URL: "s3://tender-docs/prod/documents/",
        S3_ENDPOINT: "https://minio.internal:9000/",
        S3_REGION: "auto",
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        S3_SECRET_ACCESS_KEY: "very-secret-key",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "tender-docs",
      prefix: "prod/documents",
      endpoint: "https://minio.internal:9000",
      region: "auto",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "very-secret-key" },
    });
    // AWS itself: no endpoint, the SDK's own credentials (role, AWS_* variables), virtual hosts.
    expect(loadConfig({ STORAGE_URL: "s3://tender-docs" }).storage).toEqual({
      kind: "s3",
      bucket: "tender-docs",
      prefix: "",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("refuses storage settings that cannot work", () => {
    expect(refusal({ STORAGE_URL: "https://bucket.s3.amazonaws.com" })).toMatch(
      /^Configuration error: STORAGE_URL must be s3:\/\/bucket or s3:\/\/bucket\/prefix/,
    );
    expect(refusal({ STORAGE_URL: "s3://Tender_Docs" })).toMatch(/STORAGE_URL must be s3:/);
    expect(refusal({ STORAGE_URL: "s3://docs", S3_ENDPOINT: "minio:9000" })).toMatch(
      /S3_ENDPOINT must be an http/,
    );
    expect(refusal({ STORAGE_URL: "s3://docs", S3_FORCE_PATH_STYLE: "yes" })).toMatch(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(refusal({ STORAGE_URL: "s3://docs", S3_REGION: "EU West" })).toMatch(
      /S3_REGION must be a region name/,
    );
    const halfKey = refusal({ STORAGE_URL: "s3://docs", S3_SECRET_ACCESS_KEY: "very-secret-key" });
    expect(halfKey).toBe(
      "Configuration error: S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY",
    );
    expect(
      refusal({
        S3_ENDPOINT: "http://minio:9000",
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        S3_SECRET_ACCESS_KEY: "very-secret-key",
      }),
    ).toBe(
      "Configuration error: STORAGE_URL must be set to s3://bucket… when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set (documents would stay on the local disk)",
    );
  });

  it("shapes the channel, alerts and database sections from the same schema", () => {
    const channels = channelConfig({ SMS_PROVIDER: "http", SMS_GATEWAY_URL: "http://gw/send/" });
    expect(channels.sms).toMatchObject({ provider: "http", gatewayUrl: "http://gw/send" });
    expect(channels.telegram.apiUrl).toBe("https://api.telegram.org");
    expect(() => channelConfig({ SMS_PROVIDER: "foo" })).toThrow(
      'Configuration error: SMS_PROVIDER must be http or twilio (got "foo")',
    );
    expect(loadAlertsConfig({ ALERTS_DIGEST_TIME: "18:30" })).toMatchObject({
      digestCron: "30 18 * * *",
      workerInWebProcess: true,
      reminderHours: 48,
    });
    expect(currentDatabaseUrl({ DATABASE_URL: "postgres://localhost/x" })).toBe(
      "postgres://localhost/x",
    );
    expect(currentDatabaseUrl({})).toBeUndefined();
  });

  it("reads DATABASE_URL again whenever it changes, refusing a bad value every time", () => {
    expect(currentDatabaseUrl({ DATABASE_URL: "postgres://a/x" })).toBe("postgres://a/x");
    expect(currentDatabaseUrl({ DATABASE_URL: "postgres://a/x" })).toBe("postgres://a/x");
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(() => currentDatabaseUrl({ DATABASE_URL: "mysql://b/y" })).toThrow(ConfigurationError);
    }
    expect(currentDatabaseUrl({ DATABASE_URL: " postgresql://c/z " })).toBe("postgresql://c/z");
    expect(currentDatabaseUrl({ DATABASE_URL: "" })).toBeUndefined();
  });

  it("has every variable documented in README's configuration table", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("## Configuration"));
    const documented = new Set([...section.matchAll(/^\|[^|]*?`([A-Z0-9_]+)`/gm)].map((m) => m[1]));
    // Rows such as `ADMIN_EMAIL`, `ADMIN_PASSWORD` name two.
    for (const row of section.matchAll(/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*)/gm)) {
      for (const name of row[1]!.matchAll(/`([A-Z0-9_]+)`/g)) documented.add(name[1]);
    }
    expect(ENVIRONMENT_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
    expect(
      [...documented].filter((name) => !ENVIRONMENT_VARIABLES.includes(name as never)),
    ).toEqual([]);
  });
});
