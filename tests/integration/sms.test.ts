import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AlertChannel } from "~/modules/alerts/alert-channel.entity";
import { SMS_CODE_ATTEMPTS, SMS_CODES_PER_HOUR } from "~/modules/alerts/channel-limits";
import { verifySmsCode } from "~/modules/alerts/sms-verification.server";
import { smsTransport } from "~/modules/alerts/transports/sms.server";
import { registerUser, toCurrentUser } from "~/modules/auth/accounts.server";
import { action as smsAction, loader as smsLoader } from "~/routes/alerts/channels.sms";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { fakeHttpServer } from "./fake-http-server";
import { formRequest, routeArgs, settle } from "./route-args";

const db = setupTestDatabase();

let gatewayFails = false;
const gateway = fakeHttpServer(() =>
  gatewayFails ? { status: 500, body: { error: "gateway down" } } : { body: { id: "msg-1" } },
);
const twilio = fakeHttpServer((request) =>
  request.path === "/2010-04-01/Accounts/AC-test/Messages.json"
    ? { status: 201, body: { sid: "SM1" } }
    : { status: 404, body: { message: "not found" } },
);

function useHttpGateway() {
  process.env.SMS_PROVIDER = "http";
  process.env.SMS_GATEWAY_URL = `${gateway.url}/sms/send`;
  process.env.SMS_GATEWAY_TOKEN = "gateway-token";
}

// The channel configuration is read on every call: each test can switch providers.
beforeAll(useHttpGateway);
afterEach(() => {
  gatewayFails = false;
  useHttpGateway();
});

let userCount = 0;
async function newUser(): Promise<CurrentUser> {
  userCount += 1;
  const user = await registerUser(db.em(), {
    fullname: `Sms User ${userCount}`,
    email: `sms-${userCount}@example.et`,
    phone: "0911000000",
    password: "long-enough-pass",
  });
  return toCurrentUser(user);
}

type SmsAnswer = {
  data: {
    intent: string;
    notice: string | null;
    result: { error?: Record<string, string[] | null> | null } | null;
  };
  init: { status?: number } | null | undefined;
};

async function post(user: CurrentUser, fields: Record<string, string>) {
  // An unknown intent is thrown (the error page); every other answer is returned: both data().
  const answer = await settle(() =>
    smsAction(routeArgs(formRequest("/alerts/channels/sms", fields), db.em(), user)),
  );
  return answer as SmsAnswer;
}

/** The code in the newest message the fake gateway received for `phone`. */
function lastCode(phone: string): string {
  const sent = gateway.requests
    .map((request) => request.json as { to: string; message: string })
    .filter((body) => body.to === phone)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(sent?.message ?? "")?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

function smsRow(userId: number) {
  return db.em().findOne(AlertChannel, { user: userId, kind: "sms" });
}

describe("SMS verification", () => {
  it("sends a 6-digit code to the E.164 number through the HTTP gateway, then verifies it", async () => {
    const user = await newUser();
    const sent = await post(user, { intent: "send-code", phone: "0911-22 33 44" });
    expect(sent.init?.status ?? 200).toBe(200);
    expect(sent.data.notice).toBe("We sent a code to 0911 223 344.");

    const request = gateway.requests.at(-1)!;
    expect(request.path).toBe("/sms/send");
    expect(request.headers.authorization).toBe("Bearer gateway-token");
    expect(request.json).toMatchObject({ to: "+251911223344" });
    const code = lastCode("+251911223344");
    const row = await smsRow(user.id);
    expect(row?.verificationHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.verificationHash).not.toContain(code);

    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await post(user, { intent: "verify", code: wrong });
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result?.error?.code).toEqual([
      "That code is not correct. Check the SMS and try again.",
    ]);
    expect((await smsRow(user.id))?.verifiedAt).toBeNull();

    const verified = await post(user, { intent: "verify", code });
    expect(verified.data.notice).toMatch(/verified/);
    const done = await smsRow(user.id);
    expect(done?.verifiedAt).toBeInstanceOf(Date);
    expect(done?.address).toBe("+251911223344");
    expect(done?.verificationHash).toBeNull();
    const page = (await smsLoader(
      routeArgs(new Request("http://localhost/alerts/channels/sms"), db.em(), user),
    )) as { verified: boolean };
    expect(page.verified).toBe(true);
    // The code works once.
    expect(await verifySmsCode(db.em(), user.id, code)).toBe("no-code");
  });

  it(`stops accepting the code after ${SMS_CODE_ATTEMPTS} wrong tries`, async () => {
    const user = await newUser();
    await post(user, { intent: "send-code", phone: "0922000001" });
    const code = lastCode("+251922000001");
    const wrong = code === "999999" ? "888888" : "999999";
    for (let attempt = 0; attempt < SMS_CODE_ATTEMPTS; attempt++) {
      expect(await verifySmsCode(db.em(), user.id, wrong)).toBe("wrong");
    }
    const blocked = await post(user, { intent: "verify", code });
    expect(blocked.data.result?.error?.code).toEqual(["Too many wrong codes. Send a new code."]);
    expect((await smsRow(user.id))?.verifiedAt).toBeNull();
  });

  it("refuses an expired code", async () => {
    const user = await newUser();
    await post(user, { intent: "send-code", phone: "0922000002" });
    const code = lastCode("+251922000002");
    await db
      .em()
      .execute(
        "update alert_channels set verification_expires_at = now() - interval '1 second' where user_id = ?",
        [user.id],
      );
    const expired = await post(user, { intent: "verify", code });
    expect(expired.data.result?.error?.code).toEqual(["This code has expired. Send a new code."]);
    expect((await smsRow(user.id))?.verifiedAt).toBeNull();
  });

  it("rejects a phone that is not an Ethiopian mobile number without sending", async () => {
    const user = await newUser();
    const before = gateway.requests.length;
    for (const phone of ["", "12345", "0111234567", "09112233445566"]) {
      const answer = await post(user, { intent: "send-code", phone });
      expect(answer.init?.status).toBe(400);
      expect(answer.data.result?.error?.phone?.length).toBeGreaterThan(0);
    }
    const badCode = await post(user, { intent: "verify", code: "12ab" });
    expect(badCode.data.result?.error?.code).toEqual(["The code has 6 digits"]);
    expect((await post(user, { intent: "whatever" })).init?.status).toBe(400);
    expect(gateway.requests.length).toBe(before);
  });

  it(`limits a user to ${SMS_CODES_PER_HOUR} codes an hour`, async () => {
    const user = await newUser();
    for (let i = 0; i < SMS_CODES_PER_HOUR; i++) {
      const answer = await post(user, { intent: "send-code", phone: `093000000${i}` });
      expect(answer.init?.status ?? 200).toBe(200);
    }
    const before = gateway.requests.length;
    const limited = await post(user, { intent: "send-code", phone: "0930000009" });
    expect(limited.init?.status).toBe(429);
    expect(gateway.requests.length).toBe(before);
  });

  it("tells the user when the gateway fails, and Remove forgets the number", async () => {
    const user = await newUser();
    gatewayFails = true;
    const failed = await post(user, { intent: "send-code", phone: "0944000000" });
    expect(failed.init?.status).toBe(502);
    await post(user, { intent: "remove" });
    expect(await smsRow(user.id)).toBeNull();
  });
});

describe("smsTransport", () => {
  it("throws when the HTTP gateway answers 500", async () => {
    gatewayFails = true;
    await expect(
      smsTransport.send("0911223344", { subject: "Digest", text: "2 new tenders" }),
    ).rejects.toThrow(/500/);
  });

  it("sends through Twilio: form-encoded To/From/Body with basic auth", async () => {
    delete process.env.SMS_GATEWAY_URL;
    process.env.SMS_PROVIDER = "twilio";
    process.env.TWILIO_API_URL = twilio.url;
    process.env.TWILIO_ACCOUNT_SID = "AC-test";
    process.env.TWILIO_AUTH_TOKEN = "twilio-secret";
    process.env.TWILIO_FROM = "+15005550006";
    await smsTransport.send("251911223344", { subject: "Digest", text: "2 new tenders" });
    const request = twilio.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toMatch(/application\/x-www-form-urlencoded/);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from("AC-test:twilio-secret").toString("base64")}`,
    );
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toEqual({
      To: "+251911223344",
      From: "+15005550006",
      Body: "2 new tenders",
    });

    process.env.TWILIO_ACCOUNT_SID = "AC-unknown";
    await expect(smsTransport.send("0911223344", { subject: "Digest", text: "x" })).rejects.toThrow(
      /404/,
    );
  });

  it("refuses an address that is not an Ethiopian mobile number without calling the provider", async () => {
    const before = gateway.requests.length;
    await expect(
      smsTransport.send("+14155550100", { subject: "Digest", text: "2 new tenders" }),
    ).rejects.toThrow(/not an Ethiopian mobile number/);
    expect(gateway.requests.length).toBe(before);
  });
});
