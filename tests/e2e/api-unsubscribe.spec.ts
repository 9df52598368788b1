// RFC 8058 one-click unsubscribe over real HTTP: a tender published through the API reaches a
// user's immediate alert as mail (the server writes .eml files); the mail's List-Unsubscribe URL
// is POSTed the way a mail provider does, with `List-Unsubscribe=One-Click` and no session.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { authAs, withDatabase } from "./api-helpers";

const mailDir = path.join(process.env.E2E_DATA_DIR ?? ".data/e2e", "mail");

/** The mails written for `to` whose subject starts with `subject`, parsed. */
async function mailsTo(to: string, subject: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(mailDir)) return [];
  const mails: ParsedMail[] = [];
  for (const file of fs.readdirSync(mailDir).sort()) {
    const raw = fs.readFileSync(path.join(mailDir, file));
    if (!raw.includes(to)) continue;
    const mail = await simpleParser(raw);
    const addressed = [mail.to].flat().some((a) => a?.value.some((e) => e.address === to));
    if (addressed && mail.subject?.startsWith(subject)) mails.push(mail);
  }
  return mails;
}

function header(mail: ParsedMail, key: string): string | undefined {
  const line = mail.headerLines.find((entry) => entry.key === key)?.line;
  return line
    ?.replace(/\r?\n\s+/g, " ")
    .slice(key.length + 1)
    .trim();
}

/** Server-rendered HTML without React's text separators (`<!-- -->`). */
const pageText = (html: string) => html.replaceAll("<!-- -->", "");

async function channels(userId: number) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ kind: string; unsubscribed_at: Date | null }>(
      "select kind, unsubscribed_at from alert_channels where user_id = $1 order by kind",
      [userId],
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.unsubscribed_at]));
  });
}

const oneClick = (request: APIRequestContext, url: string) =>
  request.post(url, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
    maxRedirects: 0,
  });

test("the List-Unsubscribe link of a delivered alert unsubscribes with one POST and no session; a tampered one changes nothing", async ({
  request,
  playwright,
  baseURL,
}) => {
  const stamp = `${Date.now()}${test.info().workerIndex}`;
  const keyword = `wombatpipe${stamp}`;
  const email = `unsubscribe-${stamp}@example.et`;
  const registered = await request.post("/api/auth/register", {
    data: { fullname: "One Click", email, phone: "0911000000", password: "one-click-password" },
  });
  expect(registered.status()).toBe(201);
  const userId: number = (await registered.json()).user.id;
  await withDatabase(async (db) => {
    await db.query(
      `insert into alert_channels (user_id, kind, address, verified_at, verification_attempts,
         created_at, updated_at)
       values ($1, 'email', $2, now(), 0, now(), now()), ($1, 'sms', '+251911000000', now(), 0, now(), now())`,
      [userId, email],
    );
    await db.query(
      `insert into alert_profiles (user_id, name, include_keywords, exclude_keywords, channels,
         frequency, paused, created_at, updated_at)
       values ($1, 'Pipes', $2, '', '{email}', 'immediate', false, now(), now())`,
      [userId, keyword],
    );
  });

  // Published through the admin API: the server's worker sends the immediate alert.
  const first = (kind: string) =>
    request.get(`/api/tenders/metadata/${kind}`).then(async (r) => String((await r.json())[0].id));
  const form = new FormData();
  form.append("title", `Supply of ${keyword} fittings`);
  // An old publication date keeps the tender off the first page of the lists other tests read.
  form.append("publishedAt", "2020-01-15T09:00");
  form.append("closingDate", "2031-05-01T10:00");
  form.append("tenderLanguageId", await first("languages"));
  form.append("tenderSourceId", await first("sources"));
  form.append("tenderRegionId", await first("regions"));
  const created = await request.post("/api/tenders", {
    headers: await authAs(request, "admin"),
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  const tenderId: number = (await created.json()).id;

  // A fresh context: no cookie jar, no token, nothing but the link.
  const mailClient = await playwright.request.newContext({ baseURL });
  try {
    let mail: ParsedMail | undefined;
    await expect
      .poll(async () => (mail = (await mailsTo(email, "New tender:"))[0]) !== undefined, {
        timeout: 20_000,
      })
      .toBe(true);
    expect(mail!.subject).toBe(`New tender: Supply of ${keyword} fittings`);
    expect(header(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = /^<(https?:\/\/[^>]+)>$/.exec(header(mail!, "list-unsubscribe") ?? "")?.[1];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    expect(url.pathname).toBe("/alerts/unsubscribe");
    expect(url.searchParams.get("u")).toBe(String(userId));
    expect(url.searchParams.get("c")).toBe("email");
    const target = url.pathname + url.search;

    // Tampered: another signature, another user, another channel. Each is refused, nothing changes.
    const signature = url.searchParams.get("s")!;
    const tampered = [
      { s: `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}` },
      { u: String(userId + 1) },
      { c: "sms" },
      { s: "" },
    ];
    for (const change of tampered) {
      const forged = new URL(url);
      for (const [key, value] of Object.entries(change)) forged.searchParams.set(key, value);
      const refused = await oneClick(mailClient, forged.pathname + forged.search);
      expect(refused.status(), JSON.stringify(change)).toBe(400);
    }
    // A link scanner's GET only shows the confirm button.
    const shown = await mailClient.get(target);
    expect(shown.status()).toBe(200);
    expect(pageText(await shown.text())).toContain("Stop all E-mail alerts?");
    expect(await channels(userId)).toEqual({ email: null, sms: null });

    const done = await oneClick(mailClient, target);
    expect(done.status()).toBeGreaterThanOrEqual(200);
    expect(done.status()).toBeLessThan(300);
    expect(done.headers()["set-cookie"]).toBeUndefined();
    expect(pageText(await done.text())).toContain("You will get no more E-mail alerts.");
    const after = await channels(userId);
    expect(after.email).toBeInstanceOf(Date);
    // Only the e-mail channel stops: SMS and the profile stay as they were.
    expect(after.sms).toBeNull();
    const profile = await withDatabase(
      async (db) =>
        (await db.query("select paused from alert_profiles where user_id = $1", [userId])).rows,
    );
    expect(profile).toEqual([{ paused: false }]);

    // A repeated one-click POST is fine and keeps the first time.
    const again = await oneClick(mailClient, target);
    expect(again.status()).toBe(200);
    expect((await channels(userId)).email).toEqual(after.email);
  } finally {
    await mailClient.dispose();
    const removed = await request.delete(`/api/tenders/${tenderId}`, {
      headers: await authAs(request, "superadmin"),
    });
    expect(removed.status()).toBe(204);
  }
});
