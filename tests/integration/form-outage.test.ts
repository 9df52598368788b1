import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { createTender } from "~/modules/tenders/tender-commands.server";
import { createAccounts } from "./admin-helpers";
import { tenderInput } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { startServer, type RunningServer } from "./http-server";
import { Relay } from "./tcp-relay";

/**
 * Forms posted without JavaScript to the production server (server/http-app.ts and the built
 * app) while its database is out of reach, cut by a TCP relay in front of it: each answers 503
 * with Retry-After, the form shown again with what was typed (never the password); with the
 * database back, each works. Needs the production build (`node scripts/build-app.mjs`).
 */
const db = setupTestDatabase();
const OUTAGE = "The service is briefly unavailable, try again in a minute.";
const PASSWORD = "typed-secret-pass";

let relay: Relay;
let server: RunningServer;
let cookie: string;
let tenderId: number;
const previousUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  const target = new URL(db.url);
  relay = new Relay(target.hostname, Number(target.port));
  await relay.open();
  const em = db.em();
  const accounts = await createAccounts(em, "form-outage");
  const [language, source, region] = [
    em.create(Language, { name: "Amharic" }),
    em.create(Source, { name: "Addis Zemen" }),
    em.create(Region, { name: "Oromia" }),
  ];
  await em.flush();
  ({ id: tenderId } = await createTender(
    db.em(),
    accounts.admin,
    tenderInput({
      title: "Generators for the outage test",
      closingDate: new Date("2031-03-01T07:00:00Z"),
      tenderLanguageId: language.id,
      tenderSourceId: source.id,
      tenderRegionId: region.id,
    }),
  ));
  // The server's pool connects through the relay (getOrm() keys its pool by this URL).
  const relayed = new URL(db.url);
  relayed.port = String(relay.port);
  process.env.DATABASE_URL = relayed.toString();
  server = await startServer(false);
  const login = await post("/login", {
    email: accounts.user.email,
    password: "long-enough-pass",
  });
  expect(login.status).toBe(302);
  cookie = login.headers.get("Set-Cookie")!.split(";")[0]!;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  process.env.DATABASE_URL = previousUrl;
  await relay?.cut().catch(() => {});
});

function post(path: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const registration = {
  fullname: "Outage Tester",
  email: "outage-register@example.et",
  company: "Typed Company PLC",
  phone: "0911 22 33 44",
  password: PASSWORD,
};

const contact = {
  name: "Selam Typed",
  email: "selam-outage@example.et",
  phone: "+251 911 000 111",
  message: "A banner on the home page, typed during an outage.",
};

const save = () =>
  post(
    `/tenders/${tenderId}/save`,
    { intent: "save", redirectTo: `/tenders/${tenderId}` },
    {
      Cookie: cookie,
    },
  );

/** A 503 that asks to come back later: a page, or plain text from a route without one. */
async function expectUnavailable(response: Response, type = /^text\/html/): Promise<string> {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("60");
  expect(response.headers.get("Content-Type")).toMatch(type);
  const html = await response.text();
  expect(html).toContain(OUTAGE);
  return html;
}

describe("page forms while the database is out of reach", () => {
  it("answer 503 with Retry-After and keep what was typed (not the password); work once it is back", async () => {
    await relay.cut();
    try {
      const registerPage = await expectUnavailable(await post("/register", registration));
      for (const typed of ["Outage Tester", "outage-register@example.et", "Typed Company PLC"]) {
        expect(registerPage).toContain(`value="${typed}"`);
      }
      expect(registerPage).toContain('value="0911 22 33 44"');
      expect(registerPage).not.toContain(PASSWORD);

      const contactPage = await expectUnavailable(await post("/contact", contact));
      for (const typed of ["Selam Typed", "selam-outage@example.et", "+251 911 000 111"]) {
        expect(contactPage).toContain(`value="${typed}"`);
      }
      expect(contactPage).toContain(contact.message);

      // The save button has nothing typed, and its route no page: 503 in plain text.
      await expectUnavailable(await save(), /^text\/plain/);
    } finally {
      await relay.open();
    }

    const registered = await post("/register", registration);
    expect(registered.status).toBe(302);
    expect(registered.headers.get("Location")).toMatch(/^\/login\?notice=registered/);

    const sent = await post("/contact", contact);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Your request has been sent successfully.");

    const saved = await save();
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/tenders/${tenderId}`);
    const rows = await db
      .em()
      .getConnection()
      .execute<{ rows: number }[]>(
        "select count(*)::int as rows from saved_tenders where tender_id = ?",
        [tenderId],
      );
    expect(rows[0]!.rows).toBe(1);
  }, 120_000);
});
