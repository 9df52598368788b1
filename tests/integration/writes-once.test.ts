// Issue 12, point 3: a double click or a retried request writes once. Every write form carries a
// one-time token, the API an Idempotency-Key; ten identical posts sent at the same moment make
// one row and ten successful answers, the same as the first's.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi, beforeAll } from "vitest";

// Documents go to a private folder, so "one file kept" can be checked while other test files
// write their own documents. Must be set before any module reads the config.
const dataDir = vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "writes-once-"));
  process.env.DATA_DIR = dir;
  return dir;
});

import { AlertProfile } from "~/modules/alerts/alert-profile.entity";
import { AdvertContact } from "~/modules/contact/advert-contact.entity";
import { Language, Region, Source } from "~/modules/catalog/metadata.entity";
import { FORM_TOKEN_FIELD } from "~/modules/idempotency/form-token";
import { newFormToken } from "~/modules/idempotency/idempotency.server";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { action as createAction, loader as createLoader } from "~/routes/admin/tenders-create";
import { action as editAction } from "~/routes/admin/tenders-edit";
import { action as newAlertAction, loader as newAlertLoader } from "~/routes/alerts/new";
import { action as apiContactAction } from "~/routes/api/advert-contact";
import { action as apiTenderAction } from "~/routes/api/tender";
import { action as apiTendersAction } from "~/routes/api/tenders";
import { action as contactAction, loader as contactLoader } from "~/routes/contact";
import { createAccounts, statusOf, throughAdminGuard, type Accounts } from "./admin-helpers";
import { setupTestDatabase } from "./database";
import {
  CONCURRENT_SUBMITS,
  expectRedirect,
  formRequest,
  routeArgs,
  settle,
  together,
} from "./route-args";

const db = setupTestDatabase();
const PDF = fs.readFileSync(path.resolve("scripts/seed/files/sample.pdf"));
const documentsDir = path.join(await dataDir, "documents");

let accounts: Accounts;
const catalogue = { language: 0, source: 0, region: 0 };

beforeAll(async () => {
  const em = db.em();
  accounts = await createAccounts(em, "writes-once");
  const language = em.create(Language, { name: "English" });
  const source = em.create(Source, { name: "Reporter" });
  const region = em.create(Region, { name: "Sidama" });
  await em.flush();
  Object.assign(catalogue, { language: language.id, source: source.id, region: region.id });
});

function tenderFields(title: string, extra: Record<string, string> = {}) {
  return {
    title,
    snippet: "Ten posts, one tender",
    description: "<p>Details</p>",
    closingDate: "2031-05-01T10:30",
    tenderLanguageId: String(catalogue.language),
    tenderSourceId: String(catalogue.source),
    tenderRegionId: String(catalogue.region),
    ...extra,
  };
}

/** A multipart body like the browser's (the file input last); one per request. */
function multipart(
  path: string,
  fields: Record<string, string>,
  headers: HeadersInit = {},
  method = "POST",
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("documentPath", new File([PDF], "bill-of-quantities.pdf"));
  return new Request(`http://localhost${path}`, { method, body, headers });
}

function storedFiles(): string[] {
  return fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir) : [];
}

describe("page forms", () => {
  it("renders a fresh token into each form", async () => {
    const admin = accounts.admin;
    const first = (await throughAdminGuard(
      createLoader as never,
      new Request("http://localhost/admin/tenders/create"),
      db.em(),
      admin,
    )) as { formToken: string };
    const second = (await contactLoader()) as { formToken: string };
    const alerts = (await newAlertLoader(
      routeArgs(new Request("http://localhost/alerts/new"), db.em(), accounts.user),
    )) as { formToken: string };
    const tokens = [first.formToken, second.formToken, alerts.formToken];
    for (const token of tokens) expect(token).toMatch(/^[\w-]{24}$/);
    expect(new Set(tokens).size).toBe(3);
  });

  it("create tender: ten identical posts with one token make one tender with one document, and every answer is the success redirect", async () => {
    const before = storedFiles().length;
    const fields = { ...tenderFields("Once-only asphalt"), [FORM_TOKEN_FIELD]: newFormToken() };
    const outcomes = await together(() =>
      throughAdminGuard(
        createAction as never,
        multipart("/admin/tenders/create", fields),
        db.em(),
        accounts.admin,
      ),
    );
    for (const outcome of outcomes) expectRedirect(outcome, "/admin/tenders/create?notice=created");
    const tenders = await db.em().find(Tender, { title: "Once-only asphalt" });
    expect(tenders).toHaveLength(1);
    expect(await db.em().count(TenderDocument, { tender: tenders[0]!.id })).toBe(1);
    // The nine repeats' copies of the file were removed again: one file per document row.
    expect(storedFiles().length - before).toBe(1);
  });

  it("edit tender: ten identical posts adding a document attach it once", async () => {
    const tender = await createTenderDirectly("Once-only bridge");
    const before = storedFiles().length;
    const fields = {
      ...tenderFields("Once-only bridge", { closingDate: "2031-06-01T10:30" }),
      [FORM_TOKEN_FIELD]: newFormToken(),
    };
    const outcomes = await together(() =>
      throughAdminGuard(
        editAction as never,
        multipart(`/admin/tenders/edit/${tender}`, fields),
        db.em(),
        accounts.admin,
        { id: String(tender) },
      ),
    );
    for (const outcome of outcomes) {
      expectRedirect(outcome, `/admin/tenders/edit/${tender}?notice=updated`);
    }
    expect(await db.em().count(TenderDocument, { tender })).toBe(1);
    expect(storedFiles().length - before).toBe(1);
  });

  it("new alert profile: ten identical posts make one profile", async () => {
    const fields = {
      name: "Once-only roads",
      includeKeywords: "road",
      channels: "email",
      frequency: "daily",
      [FORM_TOKEN_FIELD]: newFormToken(),
    };
    const outcomes = await together(() =>
      settle(() =>
        newAlertAction(routeArgs(formRequest("/alerts/new", fields), db.em(), accounts.user)),
      ),
    );
    for (const outcome of outcomes) expectRedirect(outcome, "/alerts?notice=created");
    expect(
      await db.em().count(AlertProfile, { user: accounts.user.id, name: "Once-only roads" }),
    ).toBe(1);
  });

  it("contact: ten identical posts store one request, count once against the limit, and all answer 'sent'", async () => {
    const fields = {
      name: "Almaz Bekele",
      email: "almaz.once@example.et",
      phone: "0911223344",
      message: "A banner for our bakery, please.",
      website: "",
      [FORM_TOKEN_FIELD]: newFormToken(),
    };
    const outcomes = (await together(() =>
      contactAction(routeArgs(formRequest("/contact", fields), db.em(), null, {}, "198.51.100.7")),
    )) as { init: { status: number } | null; data: { sent: string | null } }[];
    for (const outcome of outcomes) {
      expect(outcome.init?.status ?? 200).toBe(200);
      expect(outcome.data.sent).toBe("Your request has been sent successfully.");
    }
    expect(await db.em().count(AdvertContact, { email: "almaz.once@example.et" })).toBe(1);
    // Counted once against the contact limit (the first contact post of this file's database).
    const [limit] = await db
      .em()
      .execute<{ hits: number }[]>(
        "select sum(count)::int as hits from rate_limits where key like 'contact:%'",
      );
    expect(limit?.hits).toBe(1);
  });

  it("a form without a token (a page opened before the deploy) still works, without the protection", async () => {
    // Saved anyway past the duplicate warning (the second is the same notice): the form token
    // alone is under test here.
    const fields = tenderFields("Tokenless culvert", { confirmDuplicate: "true" });
    for (let i = 0; i < 2; i++) {
      const outcome = await throughAdminGuard(
        createAction as never,
        multipart("/admin/tenders/create", fields),
        db.em(),
        accounts.admin,
      );
      expectRedirect(outcome, "/admin/tenders/create?notice=created");
    }
    expect(await db.em().count(Tender, { title: "Tokenless culvert" })).toBe(2);
  });

  it("the same token with edited values (back button, then submit again) is a new tender", async () => {
    const token = newFormToken();
    for (const title of ["Back-button road", "Back-button road (corrected)"]) {
      const outcome = await throughAdminGuard(
        createAction as never,
        multipart("/admin/tenders/create", {
          ...tenderFields(title, { confirmDuplicate: "true" }),
          [FORM_TOKEN_FIELD]: token,
        }),
        db.em(),
        accounts.admin,
      );
      expectRedirect(outcome, "/admin/tenders/create?notice=created");
    }
    expect(await db.em().count(Tender, { title: { $like: "Back-button road%" } })).toBe(2);
  });

  it("a malformed token is refused with a clear message, the values kept and nothing stored", async () => {
    const before = storedFiles().length;
    const outcome = (await throughAdminGuard(
      createAction as never,
      multipart("/admin/tenders/create", {
        ...tenderFields("Forged token tender"),
        [FORM_TOKEN_FIELD]: "x".repeat(5000),
      }),
      db.em(),
      accounts.admin,
    )) as {
      data: {
        result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
      };
    };
    expect(statusOf(outcome)).toBe(400);
    expect(outcome.data.result.error?.[""]).toEqual([
      "Error submitting tender. This form could not be read. Please reload the page.",
    ]);
    expect(outcome.data.result.initialValue?.title).toBe("Forged token tender");
    expect(await db.em().count(Tender, { title: "Forged token tender" })).toBe(0);
    expect(storedFiles().length).toBe(before);
  });
});

describe("API Idempotency-Key", () => {
  it("POST /api/tenders: ten identical posts with one key make one tender; every answer is the same 201", async () => {
    const headers = { "Idempotency-Key": "create-2031-05-ring-road" };
    const responses = (await together(() =>
      apiTendersAction(
        routeArgs(
          multipart("/api/tenders", tenderFields("API once-only ring road"), headers),
          db.em(),
          accounts.admin,
        ),
      ),
    )) as Response[];
    const bodies = await Promise.all(responses.map((response) => response.json()));
    for (const response of responses) expect(response.status).toBe(201);
    const ids = new Set(bodies.map((body: { id: number }) => body.id));
    expect(ids.size).toBe(1);
    expect(bodies[0]).toMatchObject({ title: "API once-only ring road" });
    expect(responses.filter((r) => r.headers.get("Idempotent-Replayed") === "true")).toHaveLength(
      CONCURRENT_SUBMITS - 1,
    );
    const tenders = await db.em().find(Tender, { title: "API once-only ring road" });
    expect(tenders.map((tender) => tender.id)).toEqual([...ids]);
    expect(await db.em().count(TenderDocument, { tender: tenders[0]!.id })).toBe(1);
  });

  it("PATCH /api/tenders/{id} with a document: ten identical calls attach it once", async () => {
    const tender = await createTenderDirectly("API once-only culvert");
    const headers = { "Idempotency-Key": `add-document-${tender}` };
    const responses = (await together(() =>
      apiTenderAction(
        routeArgs(
          multipart(
            `/api/tenders/${tender}`,
            tenderFields("API once-only culvert"),
            headers,
            "PATCH",
          ),
          db.em(),
          accounts.admin,
          { id: String(tender) },
        ),
      ),
    )) as Response[];
    expect(responses.map((response) => response.status)).toEqual(
      Array(CONCURRENT_SUBMITS).fill(200),
    );
    expect(await db.em().count(TenderDocument, { tender })).toBe(1);
  });

  it("POST /api/advert-contact: ten identical posts with one key store one request", async () => {
    const body = JSON.stringify({
      name: "Dawit Alemu",
      email: "dawit.once@example.et",
      phone: "0911556677",
      subject: "Sponsored listing for our cement plant",
    });
    const responses = (await together(() =>
      apiContactAction(
        routeArgs(
          new Request("http://localhost/api/advert-contact", {
            method: "POST",
            body,
            headers: {
              "Content-Type": "application/json",
              "Idempotency-Key": "contact-dawit-1",
            },
          }),
          db.em(),
          null,
          {},
          "198.51.100.8",
        ),
      ),
    )) as Response[];
    for (const response of responses) {
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        message: "Your request has been sent successfully.",
      });
    }
    expect(await db.em().count(AdvertContact, { email: "dawit.once@example.et" })).toBe(1);
  });

  it("the same key with other values is refused with 422 and writes nothing; a bad key is a 400", async () => {
    const headers = { "Idempotency-Key": "reused-key" };
    const first = (await apiTendersAction(
      routeArgs(
        multipart("/api/tenders", tenderFields("Reused key first"), headers),
        db.em(),
        accounts.admin,
      ),
    )) as Response;
    expect(first.status).toBe(201);
    const second = (await apiTendersAction(
      routeArgs(
        multipart("/api/tenders", tenderFields("Reused key second"), headers),
        db.em(),
        accounts.admin,
      ),
    )) as Response;
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({
      message:
        "Error submitting tender. This Idempotency-Key was already used for a different request.",
    });
    expect(await db.em().count(Tender, { title: "Reused key second" })).toBe(0);

    // Another caller's identical key is theirs: keys are per caller.
    const other = (await apiTendersAction(
      routeArgs(
        multipart("/api/tenders", tenderFields("Reused key second"), headers),
        db.em(),
        accounts.superadmin,
      ),
    )) as Response;
    expect(other.status).toBe(201);

    const bad = (await apiTendersAction(
      routeArgs(
        multipart("/api/tenders", tenderFields("Bad key"), { "Idempotency-Key": "two words" }),
        db.em(),
        accounts.admin,
      ),
    )) as Response;
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(
      /Idempotency-Key must be 1 to 255 visible ASCII characters/,
    );
    expect(await db.em().count(Tender, { title: "Bad key" })).toBe(0);
  });
});

async function createTenderDirectly(title: string): Promise<number> {
  const outcome = await throughAdminGuard(
    createAction as never,
    formRequest("/admin/tenders/create", tenderFields(title)),
    db.em(),
    accounts.admin,
  );
  expectRedirect(outcome, "/admin/tenders/create?notice=created");
  const tender = await db.em().findOneOrFail(Tender, { title }, { orderBy: { id: "desc" } });
  return tender.id;
}
