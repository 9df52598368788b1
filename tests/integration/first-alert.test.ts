import { beforeAll, describe, expect, it } from "vitest";
import { verifyEmailToken } from "~/modules/alerts/alert-channels.server";
import { AlertProfile } from "~/modules/alerts/alert-profile.entity";
import { deliveryGaps } from "~/modules/alerts/channel-readiness.server";
import { FIRST_ALERT_EMPTY } from "~/modules/alerts/first-alert.schema";
import { registerUser } from "~/modules/auth/accounts.server";
import { Category } from "~/modules/catalog/category.entity";
import { FORM_TOKEN_FIELD } from "~/modules/idempotency/form-token";
import { newFormToken } from "~/modules/idempotency/idempotency.server";
import { loader as alertsLoader } from "~/routes/alerts/index";
import { action as welcomeAction, loader as welcomeLoader } from "~/routes/alerts/welcome";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { mailsTo } from "./mail-folder";
import { routeArgs, settle } from "./route-args";

const db = setupTestDatabase();
const categories = { roads: 0, ict: 0 };

beforeAll(async () => {
  const em = db.em();
  const roads = em.create(Category, { name: "Construction & Civil Works" });
  const ict = em.create(Category, { name: "ICT & Telecom" });
  await em.flush();
  Object.assign(categories, { roads: roads.id, ict: ict.id });
});

let counter = 0;
async function newUser(): Promise<CurrentUser> {
  counter += 1;
  const email = `first-alert-${counter}-${Date.now()}@example.et`;
  const user = await registerUser(db.em(), {
    fullname: "First Alert",
    email,
    phone: "+251911000000",
    password: "long-enough-pass",
  });
  return { id: user.id, fullname: user.fullname, email: user.email, role: user.role, locale: null };
}

function submitWelcome(user: CurrentUser, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const request = new Request("http://localhost/welcome", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return settle(() => welcomeAction(routeArgs(request, db.em(), user)));
}

const profilesOf = (userId: number) =>
  db
    .em()
    .find(AlertProfile, { user: userId }, { populate: ["categories"], orderBy: { id: "asc" } });

/** The token of the verification link in the newest mail to `email`. */
function verificationToken(email: string): string {
  const mail = mailsTo(email)
    .at(-1)!
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  return mail.match(/verify-email\?token=([\w-]+)/)![1]!;
}

describe("the first alert after registering", () => {
  it("sends visitors to login and shows a signed-in user the categories", async () => {
    const visitor = (await settle(() =>
      welcomeLoader(routeArgs(new Request("http://localhost/welcome"), db.em())),
    )) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fwelcome");
    const user = await newUser();
    const page = await welcomeLoader(
      routeArgs(new Request("http://localhost/welcome"), db.em(), user),
    );
    expect(page.email).toBe(user.email);
    expect(page.categories.map((category) => category.name)).toEqual([
      "Construction & Civil Works",
      "ICT & Telecom",
    ]);
  });

  it("creates a daily e-mail profile of the keywords and categories and mails a verification link once", async () => {
    const user = await newUser();
    const fields = {
      includeKeywords: "road, bridge",
      categories: [String(categories.roads), String(categories.ict)],
      [FORM_TOKEN_FIELD]: newFormToken(),
    };
    const first = (await submitWelcome(user, fields)) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/alerts?notice=first-alert");
    // A double click (the same form token and values) creates nothing and mails nothing more.
    const again = (await submitWelcome(user, fields)) as Response;
    expect(again.headers.get("Location")).toBe("/alerts?notice=created");

    const profiles = await profilesOf(user.id);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      name: "road, bridge",
      includeKeywords: "road, bridge",
      channels: ["email"],
      frequency: "daily",
      paused: false,
    });
    expect(
      profiles[0]!.categories
        .getItems()
        .map((category) => category.id)
        .sort(),
    ).toEqual([categories.roads, categories.ict].sort());
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0]).toContain("Subject: Confirm your e-mail for tender alerts");
  });

  it("names a categories-only profile after them and keeps the link already sent", async () => {
    const user = await newUser();
    await submitWelcome(user, { categories: String(categories.ict) });
    await submitWelcome(user, { categories: String(categories.roads) });
    expect((await profilesOf(user.id)).map((profile) => profile.name)).toEqual([
      "ICT & Telecom",
      "Construction & Civil Works",
    ]);
    // The first link still works: a second mail would have replaced it.
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await verifyEmailToken(db.em(), verificationToken(user.email))).toBe(true);
  });

  it("refuses an empty choice with a clear message and stores nothing", async () => {
    const user = await newUser();
    const reply = (await submitWelcome(user, { includeKeywords: " , " })) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error[""]).toEqual([FIRST_ALERT_EMPTY]);
    expect(await profilesOf(user.id)).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

describe("/alerts says when a profile's alerts will not arrive", () => {
  const gapsOn = async (user: CurrentUser) => {
    const page = await alertsLoader(
      routeArgs(new Request("http://localhost/alerts"), db.em(), user),
    );
    return page.profiles.map((profile) => profile.gaps);
  };

  it("until the e-mail is verified, and while this server has no SMTP", async () => {
    const user = await newUser();
    await submitWelcome(user, { includeKeywords: "cement" });
    // Tests run without SMTP_URL: mail goes to the development folder only.
    const noSmtp =
      "E-mail sending is not set up on this server yet: alerts are kept in its outbox and will not reach you.";
    expect(await gapsOn(user)).toEqual([
      [
        "E-mail not verified yet: nothing will be sent until you open the link we e-mailed you.",
        noSmtp,
      ],
    ]);
    expect(await verifyEmailToken(db.em(), verificationToken(user.email))).toBe(true);
    expect(await gapsOn(user)).toEqual([[noSmtp]]);
  });

  it("names each unverified channel, and nothing when every channel delivers", async () => {
    const channels = (["email", "telegram", "sms"] as const).map((kind) => ({
      kind,
      address: null,
      verified: kind === "email",
      unsubscribed: false,
      active: kind === "email",
      pending: false,
    }));
    const delivering = { email: true, telegram: true, sms: true };
    expect(deliveryGaps(["email"], channels, delivering)).toEqual([]);
    expect(deliveryGaps(["email", "telegram", "sms"], channels, delivering)).toEqual([
      "Telegram not linked yet: nothing will be sent there until you link it.",
      "SMS not verified yet: nothing will be sent until you verify your phone number.",
    ]);
  });
});
