// The outcome page and API through their route modules: guards, one write per token or key,
// the lot rule under ten concurrent posts, the notice stored once, refusals that keep the form.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";

// A private documents folder, so "one file kept" can be checked. Set before any config is read.
const dataDir = vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "outcome-routes-"));
  process.env.DATA_DIR = dir;
  return dir;
});

import { tenderOutcome } from "~/modules/awards/outcomes.server";
import { FORM_TOKEN_FIELD } from "~/modules/idempotency/form-token";
import { newFormToken } from "~/modules/idempotency/idempotency.server";
import { TenderDocument } from "~/modules/tenders/tender-document.entity";
import { Tender } from "~/modules/tenders/tender.entity";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/tenders-outcome";
import { action as awardsAction } from "~/routes/api/tender-awards";
import { loader as outcomeLoader } from "~/routes/api/tender-outcome";
import {
  createAccounts,
  expectLoginRedirect,
  statusOf,
  throughAdminGuard,
  type Accounts,
} from "./admin-helpers";
import { setupTestDatabase } from "./database";
import { expectRedirect, formRequest, routeArgs, together } from "./route-args";

const db = setupTestDatabase();
const PDF = fs.readFileSync(path.resolve("scripts/seed/files/sample.pdf"));
const documentsDir = path.join(await dataDir, "documents");
let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts(db.em(), "outcome-routes");
});

async function newTender(title: string) {
  const em = db.em();
  const tender = em.create(Tender, { title, publishedAt: new Date("2026-11-01") });
  await em.flush();
  return tender.id;
}

const AWARD = {
  intent: "award",
  supplier: "Gondar Office Supplies",
  lot: "1",
  amount: "45000",
  currency: "ETB",
  awardedOn: "2026-11-20",
};

function multipart(url: string, fields: Record<string, string>, file?: [Buffer, string]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("documentPath", new File([new Uint8Array(file[0])], file[1]));
  return new Request(`http://localhost${url}`, { method: "POST", body });
}

const storedFiles = () => (fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir) : []);

describe("the admin outcome page", () => {
  it("sends visitors and users to log in, on reading and on writing", async () => {
    const id = await newTender("Guarded outcome");
    const url = `/admin/tenders/${id}/outcome`;
    for (const user of [null, accounts.user]) {
      const read = await throughAdminGuard(
        pageLoader as never,
        new Request(`http://localhost${url}`),
        db.em(),
        user,
        { id: String(id) },
      );
      expectLoginRedirect(read, url);
      const write = await throughAdminGuard(
        pageAction as never,
        formRequest(url, { intent: "cancel", reason: "No" }),
        db.em(),
        user,
        { id: String(id) },
      );
      expectLoginRedirect(write, url);
    }
    expect((await tenderOutcome(db.em(), id)).status).toBe("pending");
  });

  it("records an award with its notice once for ten identical posts", async () => {
    const id = await newTender("Ten posts, one award");
    const url = `/admin/tenders/${id}/outcome`;
    const before = storedFiles().length;
    const fields = { ...AWARD, [FORM_TOKEN_FIELD]: newFormToken() };
    const outcomes = await together(() =>
      throughAdminGuard(
        pageAction as never,
        multipart(url, fields, [PDF, "award-notice.pdf"]),
        db.em(),
        accounts.admin,
        { id: String(id) },
      ),
    );
    for (const outcome of outcomes) expectRedirect(outcome, `${url}?notice=award-recorded`);
    const outcome = await tenderOutcome(db.em(), id);
    expect(outcome.awards).toHaveLength(1);
    expect(outcome.awards[0]!.noticeDocument?.fileName).toBe("award-notice.pdf");
    expect(await db.em().count(TenderDocument, { tender: id })).toBe(1);
    expect(storedFiles().length - before).toBe(1);
  });

  it("keeps what was typed on a refusal, stores no file, and names the lot taken", async () => {
    const id = await newTender("Refused award");
    const url = `/admin/tenders/${id}/outcome`;
    const before = storedFiles().length;
    const refused = (await throughAdminGuard(
      pageAction as never,
      multipart(url, { ...AWARD, amount: "0" }, [PDF, "notice.pdf"]),
      db.em(),
      accounts.admin,
      { id: String(id) },
    )) as { data: { result: { initialValue: Record<string, string>; error: object } } };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.result.initialValue.supplier).toBe("Gondar Office Supplies");
    expect(refused.data.result.error).toHaveProperty("amount");
    const notADocument = await throughAdminGuard(
      pageAction as never,
      multipart(url, AWARD, [Buffer.from("MZ not a pdf"), "notice.pdf"]),
      db.em(),
      accounts.admin,
      { id: String(id) },
    );
    expect(statusOf(notADocument)).toBe(415);
    expect(storedFiles().length).toBe(before);

    await throughAdminGuard(pageAction as never, multipart(url, AWARD), db.em(), accounts.admin, {
      id: String(id),
    });
    const taken = (await throughAdminGuard(
      pageAction as never,
      multipart(url, { ...AWARD, supplier: "Another PLC" }),
      db.em(),
      accounts.admin,
      { id: String(id) },
    )) as { data: { takenLot: number; intent: string } };
    expect(statusOf(taken)).toBe(409);
    expect(taken.data).toMatchObject({ takenLot: 1, intent: "award" });
    expect((await tenderOutcome(db.em(), id)).awards.map((a) => a.supplier.name)).toEqual([
      "Gondar Office Supplies",
    ]);
  });
});

describe("the outcome API", () => {
  const post = (id: number, body: object, headers: Record<string, string> = {}) =>
    new Request(`http://localhost/api/tenders/awards/${id}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...headers },
    });

  it("records one award for ten posts with one Idempotency-Key, and one for ten racing posts of a lot", async () => {
    const id = await newTender("API ten posts");
    const award = { supplier: "Harar Traders", amount: "1000", awardedOn: "2026-11-20" };
    const replays = await together(() =>
      awardsAction(
        routeArgs(post(id, award, { "Idempotency-Key": "once" }), db.em(), accounts.admin, {
          tenderId: String(id),
        }),
      ),
    );
    expect(replays.map((response) => response.status)).toEqual(replays.map(() => 201));
    expect((await tenderOutcome(db.em(), id)).awards).toHaveLength(1);

    let supplier = 0;
    const racing = await together(() =>
      awardsAction(
        routeArgs(
          post(id, { ...award, lot: 2, supplier: `Racer ${supplier++}` }),
          db.em(),
          accounts.superadmin,
          { tenderId: String(id) },
        ),
      ),
    );
    const statuses = racing.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racing.length - 1);
    expect((await tenderOutcome(db.em(), id)).awards.map((a) => a.lot)).toEqual([1, 2]);
  });

  it("answers a visitor 401 and a user the outcome", async () => {
    const id = await newTender("API reader");
    const get = (user: Accounts["user"] | null) =>
      outcomeLoader(
        routeArgs(new Request(`http://localhost/api/tenders/outcome/${id}`), db.em(), user, {
          tenderId: String(id),
        }),
      );
    expect((await get(null)).status).toBe(401);
    const response = await get(accounts.user);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tenderId: id, status: "pending" });
  });
});
