// The document memo (docs/decisions/007-document-render-memo.md) against the production build:
// readers of one URL whose loader data differ never get each other's page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { saveTender } from "~/modules/saved/saved-tenders.server";
import { AlertFixtures } from "./alerts-fixtures";
import { setupTestDatabase } from "./database";
import { startServer, uniqueEmail, type RunningServer } from "./http-server";

const db = setupTestDatabase();
const PASSWORD = "memo-readers-pass";
// Two real logins hash passwords with argon2, about a second each on a loaded machine.
const SLOW = 60_000;

interface Reader {
  fullname: string;
  email: string;
  cookie: string;
}

describe("the document memo with several readers of one URL", () => {
  let server: RunningServer;
  let fixtures: AlertFixtures;
  let tenderId: number;
  let probe: string;
  let readerA: Reader;
  let readerB: Reader;

  /** Signs in through the login form, as a browser does, and keeps the session cookie. */
  async function signIn(fullname: string): Promise<Reader> {
    const email = uniqueEmail("memo-reader");
    const em = db.em();
    await registerUser(em, { fullname, email, phone: "0911000000", password: PASSWORD });
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: PASSWORD }),
      redirect: "manual",
    });
    expect(response.status, await response.text()).toBe(302);
    const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^__session=./);
    return { fullname, email, cookie };
  }

  async function read(path: string, reader?: Reader): Promise<string> {
    const response = await fetch(`${server.url}${path}`, {
      headers: reader ? { Cookie: reader.cookie } : {},
      redirect: "manual",
    });
    expect(response.status, path).toBe(200);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([\w+/=]+)'/.exec(policy)?.[1] ?? "";
    expect(nonce, policy).not.toBe("");
    return (await response.text()).replaceAll(nonce, "NONCE");
  }

  beforeAll(async () => {
    server = await startServer(false);
    fixtures = new AlertFixtures(db.url);
    probe = `memoreaders${Date.now()}`;
    tenderId = await fixtures.tender({
      title: `Road maintenance ${probe}`,
      closingDate: new Date(Date.now() + 7 * 24 * 3600_000),
    });
    readerA = await signIn("Abebe Memo Reader");
    readerB = await signIn("Birtukan Memo Reader");
    const saverA = (
      await db
        .em()
        .getConnection()
        .execute<{ id: number }[]>("select id from users where email = ?", [readerA.email])
    )[0]!;
    await saveTender(db.em(), saverA.id, tenderId);
  }, 120_000);
  afterAll(async () => {
    await fixtures?.close();
    await server?.stop();
  });

  it(
    "gives user A, user B and a visitor each their own list page",
    async () => {
      const list = `/home?q=${probe}`;
      const pageA = await read(list, readerA);
      // A's page is now remembered; the others read the same URL right after.
      const visitorPage = await read(list);
      const pageB = await read(list, readerB);
      const pageAAgain = await read(list, readerA);

      expect(pageA).toContain(readerA.fullname);
      expect(pageA).toContain(`/tenders/${tenderId}?from=`);
      expect(pageAAgain).toBe(pageA);

      expect(pageB).toContain(readerB.fullname);
      expect(pageB).not.toContain(readerA.fullname);
      expect(pageB).not.toContain(readerA.email);

      // The visitor gets the Login link to the tender, no one's name and no dates.
      expect(visitorPage).toContain(`redirectTo=%2Ftenders%2F${tenderId}&amp;notice=details"`);
      expect(visitorPage).not.toContain(readerA.fullname);
      expect(visitorPage).not.toContain(readerB.fullname);
      expect(visitorPage).not.toContain("Closing date");
    },
    SLOW,
  );

  it(
    "shows each signed-in reader their own saved state of one tender",
    async () => {
      const detail = `/tenders/${tenderId}`;
      const pageA = await read(detail, readerA);
      const pageB = await read(detail, readerB);
      const pageAAgain = await read(detail, readerA);

      expect(pageA).toContain("Remove from My Tenders");
      expect(pageA).toContain(readerA.fullname);
      expect(pageAAgain).toBe(pageA);

      expect(pageB).toContain("Save Tender");
      expect(pageB).not.toContain("Remove from My Tenders");
      expect(pageB).toContain(readerB.fullname);
      expect(pageB).not.toContain(readerA.fullname);
    },
    SLOW,
  );
});
