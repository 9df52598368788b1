// Issue 12, point 3, for the write forms without a form token: the database keeps them to one
// row (unique keys, ON CONFLICT, conditional updates). Ten identical posts sent at the same
// moment through the real route action make one row, and none of the ten answers is a 5xx.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { findUsableResetToken } from "~/modules/auth/password-reset.server";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { createTender } from "~/modules/tenders/tender-commands.server";
import { action as categoriesAction } from "~/routes/admin/categories";
import { action as createCategoryAction } from "~/routes/admin/categories-create";
import { action as metadataAction } from "~/routes/admin/metadata";
import { action as smsAction } from "~/routes/alerts/channels.sms";
import { action as telegramAction } from "~/routes/alerts/channels.telegram";
import { action as forgotPasswordAction } from "~/routes/forgot-password";
import { action as registerAction } from "~/routes/register";
import { action as saveAction } from "~/routes/tenders/save";
import { tenderInput } from "./alerts-fixtures";
import { createAccounts, statusOf, throughAdminGuard, type Accounts } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { fakeHttpServer } from "./fake-http-server";
import { mailsTo, resetTokenFrom } from "./mail-folder";
import {
  CONCURRENT_SUBMITS,
  expectRedirect,
  formRequest,
  routeArgs,
  settle,
  together,
} from "./route-args";

const db = setupTestDatabase();
const smsGateway = fakeHttpServer(() => ({ body: { id: "msg-1" } }));

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts(db.em(), "concurrent-submits");
  process.env.SMS_PROVIDER = "http";
  process.env.SMS_GATEWAY_URL = `${smsGateway.url}/sms/send`;
  process.env.SMS_GATEWAY_TOKEN = "gateway-token";
});

async function countRows(sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.em().execute<{ rows: number }[]>(sql, params);
  return row!.rows;
}

/** The statuses of the outcomes, sorted, e.g. [302, 409, 409, ...]. */
function statuses(outcomes: unknown[]): number[] {
  return outcomes.map(statusOf).sort((a, b) => a - b);
}

function repeat<T>(value: T, times: number): T[] {
  return Array<T>(times).fill(value);
}

type SmsAnswer = { notice: string | null; result: { error?: Record<string, string[]> } | null };

type FieldErrors = Record<string, string[] | null>;

/** Field errors of formAction's answer, `{ result }`. */
function fieldErrorsOf(outcome: unknown): FieldErrors | undefined {
  return (outcome as { data?: { result?: { error?: FieldErrors } } }).data?.result?.error;
}

describe("ten identical submits at the same moment make one row", () => {
  // Ten password hashes at once are slow on a loaded machine: more than the default time.
  it("register: one account; the other nine answer 409 'An account with this email already exists'", async () => {
    const fields = {
      fullname: "Hirut Tesfaye",
      email: "hirut.concurrent@example.et",
      phone: "0911223344",
      password: "long-enough-pass",
      redirectTo: "",
    };
    const outcomes = await together(() =>
      settle(() => registerAction(routeArgs(formRequest("/register", fields), db.em()))),
    );
    expect(statuses(outcomes)).toEqual([302, ...repeat(409, CONCURRENT_SUBMITS - 1)]);
    expectRedirect(
      outcomes.find((outcome) => statusOf(outcome) === 302),
      "/login?notice=registered&redirectTo=%2Fwelcome",
    );
    for (const outcome of outcomes.filter((o) => statusOf(o) === 409)) {
      expect(fieldErrorsOf(outcome)?.email).toEqual(["An account with this email already exists"]);
    }
    expect(
      await countRows("select count(*)::int as rows from users where lower(email) = ?", [
        fields.email,
      ]),
    ).toBe(1);
  }, 60_000);

  it("save a tender: one saved row; all ten answer the redirect back to the tender", async () => {
    const em = db.em();
    const language = em.create(Language, { name: "Amharic" });
    const source = em.create(Source, { name: "Addis Zemen" });
    const region = em.create(Region, { name: "Oromia" });
    await em.flush();
    const { id } = await createTender(
      db.em(),
      accounts.admin,
      tenderInput({
        title: "Saved once: water tanks",
        closingDate: new Date("2031-03-01T07:00:00Z"),
        tenderLanguageId: language.id,
        tenderSourceId: source.id,
        tenderRegionId: region.id,
      }),
    );
    const outcomes = await together(() =>
      settle(() =>
        saveAction(
          routeArgs(
            formRequest(`/tenders/${id}/save`, { intent: "save", redirectTo: `/tenders/${id}` }),
            db.em(),
            accounts.user,
            { id: String(id) },
          ),
        ),
      ),
    );
    // Saving is idempotent (ON CONFLICT DO NOTHING): every answer is the success redirect.
    for (const outcome of outcomes) expectRedirect(outcome, `/tenders/${id}`);
    expect(
      await countRows(
        "select count(*)::int as rows from saved_tenders where user_id = ? and tender_id = ?",
        [accounts.user.id, id],
      ),
    ).toBe(1);
  });

  it("admin add category: one category; the other nine answer 409 'already exists'", async () => {
    const outcomes = await together(() =>
      throughAdminGuard(
        createCategoryAction as never,
        formRequest("/admin/categories/create", { name: "Concurrent Roads" }),
        db.em(),
        accounts.admin,
      ),
    );
    expect(statuses(outcomes)).toEqual([302, ...repeat(409, CONCURRENT_SUBMITS - 1)]);
    expectRedirect(
      outcomes.find((outcome) => statusOf(outcome) === 302),
      "/admin/categories?notice=created",
    );
    for (const outcome of outcomes.filter((o) => statusOf(o) === 409)) {
      expect(fieldErrorsOf(outcome)?.name).toEqual(["A category with this name already exists."]);
    }
    expect(
      await countRows("select count(*)::int as rows from categories where lower(name) = ?", [
        "concurrent roads",
      ]),
    ).toBe(1);
  });

  it("admin add subcategory: one subcategory; the other nine answer 409 'already exists'", async () => {
    const [category] = await db
      .em()
      .execute<{ id: number }[]>(
        "insert into categories (name, created_at, updated_at) values ('Concurrent Water', now(), now()) returning id",
      );
    const categoryId = String(category!.id);
    const outcomes = await together(() =>
      throughAdminGuard(
        categoriesAction as never,
        formRequest("/admin/categories", { categoryId, name: "Boreholes" }),
        db.em(),
        accounts.admin,
      ),
    );
    expect(statuses(outcomes)).toEqual([302, ...repeat(409, CONCURRENT_SUBMITS - 1)]);
    expectRedirect(
      outcomes.find((outcome) => statusOf(outcome) === 302),
      `/admin/categories?detail=${categoryId}&notice=subcategory-added`,
    );
    for (const outcome of outcomes.filter((o) => statusOf(o) === 409)) {
      expect(fieldErrorsOf(outcome)?.name).toEqual([
        "This category already has a subcategory with this name.",
      ]);
    }
    expect(
      await countRows(
        "select count(*)::int as rows from subcategories where category_id = ? and lower(name) = ?",
        [category!.id, "boreholes"],
      ),
    ).toBe(1);
  });

  it.each([
    { kind: "languages", singular: "language", name: "Sidamigna" },
    { kind: "regions", singular: "region", name: "Concurrent Gambela" },
    { kind: "sources", singular: "source", name: "Concurrent Herald" },
  ])(
    "admin add metadata ($kind): one row; the other nine answer 409 'already exists'",
    async ({ kind, singular, name }) => {
      const outcomes = await together(() =>
        throughAdminGuard(
          metadataAction as never,
          formRequest("/admin/metadata", { kind, name }),
          db.em(),
          accounts.admin,
        ),
      );
      expect(statuses(outcomes)).toEqual([302, ...repeat(409, CONCURRENT_SUBMITS - 1)]);
      expectRedirect(
        outcomes.find((outcome) => statusOf(outcome) === 302),
        `/admin/metadata?${new URLSearchParams({ tab: kind, page: "1", added: name })}`,
      );
      for (const outcome of outcomes.filter((o) => statusOf(o) === 409)) {
        expect(fieldErrorsOf(outcome)?.name).toEqual([`This ${singular} already exists.`]);
      }
      expect(
        await countRows(`select count(*)::int as rows from ${kind} where lower(name) = ?`, [
          name.toLowerCase(),
        ]),
      ).toBe(1);
    },
  );

  it("Telegram link: one channel row; all ten answer 200 with a deep link", async () => {
    const outcomes = await together(() =>
      settle(() =>
        telegramAction(
          routeArgs(
            formRequest("/alerts/channels/telegram", { intent: "link" }),
            db.em(),
            accounts.user,
          ),
        ),
      ),
    );
    for (const outcome of outcomes) {
      expect(statusOf(outcome)).toBe(200);
      expect((outcome as { data: { deepLink: string } }).data.deepLink).toMatch(
        /^https:\/\/t\.me\/.+\?start=/,
      );
    }
    expect(
      await countRows(
        "select count(*)::int as rows from alert_channels where user_id = ? and kind = 'telegram'",
        [accounts.user.id],
      ),
    ).toBe(1);
  });

  it("SMS send code: one channel row; five answer 200 'We sent a code', the other five 429 (five codes an hour)", async () => {
    const outcomes = await together(() =>
      settle(() =>
        smsAction(
          routeArgs(
            formRequest("/alerts/channels/sms", { intent: "send-code", phone: "0911556677" }),
            db.em(),
            accounts.admin,
          ),
        ),
      ),
    );
    expect(statuses(outcomes)).toEqual([...repeat(200, 5), ...repeat(429, 5)]);
    for (const outcome of outcomes) {
      const answer = outcome as { data?: SmsAnswer };
      if (statusOf(outcome) === 200)
        expect(answer.data?.notice).toBe("We sent a code to 0911 556 677.");
      else {
        expect(answer.data?.result?.error?.[""]).toEqual([
          "Too many codes requested. Please try again in an hour.",
        ]);
      }
    }
    expect(
      await countRows(
        "select count(*)::int as rows from alert_channels where user_id = ? and kind = 'sms'",
        [accounts.admin.id],
      ),
    ).toBe(1);
  });

  it("password reset request: of the mailed links exactly one works; three answer 'sent', the other seven 429 (three an hour per email)", async () => {
    // The mail folder outlives test runs: an address of this run's own.
    const email = `reset-concurrent-${Date.now()}@example.et`;
    await registerUser(db.em(), {
      fullname: "Selam Girma",
      email,
      phone: "0911000000",
      password: "long-enough-pass",
    });
    const outcomes = await together(() =>
      settle(() =>
        forgotPasswordAction(
          routeArgs(formRequest("/forgot-password", { email }), db.em(), null, {}, "10.12.0.1"),
        ),
      ),
    );
    expect(statuses(outcomes)).toEqual([...repeat(200, 3), ...repeat(429, 7)]);
    // The token and the mail are made after the answer (equal timing for unknown addresses):
    // wait for the three mails, then try each mailed link.
    const tokens = await vi.waitFor(
      () => {
        const found = mailsTo(email).map(resetTokenFrom);
        expect(found).toHaveLength(3);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    const usable = [];
    for (const token of tokens) {
      if (await findUsableResetToken(db.em(), token)) usable.push(token);
    }
    expect(usable).toHaveLength(1);
  });
});
