import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "~/modules/auth/accounts.server";
import { Tender } from "~/modules/tenders/tender.entity";
import { action as apiImport } from "~/routes/api/tenders-import";
import { action as pageImport } from "~/routes/admin/tenders-import";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs, settle } from "./route-args";
import { tenderAuthor } from "./tender-author";

const db = setupTestDatabase();
let admin: CurrentUser;
let otherAdmin: CurrentUser;
let user: CurrentUser;

const asCurrent = (u: { id: number; fullname: string; email: string; role: CurrentUser["role"] }) =>
  ({ id: u.id, fullname: u.fullname, email: u.email, role: u.role, locale: null }) as CurrentUser;

beforeAll(async () => {
  ({ admin } = await tenderAuthor(
    db.em(),
    { fullname: "Api", email: "api-import@test.et" },
    "Reporter",
  ));
  const phone = "+251911000001";
  otherAdmin = asCurrent(
    await registerUser(
      db.em(),
      { fullname: "Other", email: "other-import@test.et", phone, password: "long-pass" },
      "admin",
    ),
  );
  user = asCurrent(
    await registerUser(
      db.em(),
      { fullname: "User", email: "user-import@test.et", phone, password: "long-pass" },
      "user",
    ),
  );
});

function csv(prefix: string): string {
  return [
    "title,closing_date,region,source,language",
    `${prefix} good,2031-08-01 10:00,Oromia,Reporter,English`,
    `${prefix} bad,2031-13-01 10:00,Oromia,Reporter,English`,
  ].join("\n");
}

function upload(path: string, content: string, name = "tenders.csv"): Request {
  const body = new FormData();
  body.append("file", new File([content], name, { type: "text/csv" }));
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

const count = (prefix: string) => db.em().count(Tender, { title: { $like: `${prefix} %` } });

describe("POST /api/tenders/import", () => {
  const call = (mode: string, content: string, as: CurrentUser | null = admin, name?: string) =>
    apiImport(
      routeArgs(upload(`/api/tenders/import?mode=${mode}`, content, name), db.em(), as),
    ) as Promise<Response>;

  it("previews each row with its errors and stores nothing", async () => {
    const response = await call("preview", csv("ApiPreview"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ valid: 1, invalid: 1 });
    expect(body.rows[1]).toMatchObject({
      row: 3,
      status: "error",
      errors: [{ column: "closing_date", message: "Enter a valid date and time" }],
    });
    expect(await count("ApiPreview")).toBe(0);
  });

  it("refuses 'all' with the bad rows (422) and stores nothing", async () => {
    const response = await call("all", csv("ApiAll"));
    expect(response.status).toBe(422);
    expect((await response.json()).rows.map((row: { row: number }) => row.row)).toEqual([3]);
    expect(await count("ApiAll")).toBe(0);
  });

  it("refuses a file past a reading limit with 413 naming the limit", async () => {
    const response = await call("preview", `title,region\n${",\n".repeat(10_001)}`);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe(
      "The file has too many rows: at most 10,000 rows are read, blank rows included. Delete the empty rows below your tenders, or split the file.",
    );
  });

  it("imports the valid rows as drafts (201)", async () => {
    const response = await call("valid", csv("ApiValid"));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ imported: 1, skipped: [{ row: 3 }] });
    const stored = await db.em().findOneOrFail(Tender, { id: body.ids[0] });
    expect(stored).toMatchObject({ title: "ApiValid good", publishedAt: null });
  });

  it("refuses callers who are not admins, other files and bad modes, changing nothing", async () => {
    expect((await call("valid", csv("ApiUser"), user)).status).toBe(403);
    expect((await call("valid", csv("ApiAnon"), null)).status).toBe(401);
    const text = await call("valid", csv("ApiText"), admin, "tenders.txt");
    expect(text.status).toBe(415);
    expect((await text.json()).message).toContain("Upload a CSV (.csv) or Excel (.xlsx) file");
    expect((await call("everything", csv("ApiMode"))).status).toBe(400);
    const json = new Request("http://localhost/api/tenders/import?mode=valid", {
      method: "POST",
      body: JSON.stringify({ title: "x" }),
      headers: { "Content-Type": "application/json" },
    });
    const notMultipart = (await apiImport(routeArgs(json, db.em(), admin))) as Response;
    expect(notMultipart.status).toBe(400);
    expect(await count("ApiUser")).toBe(0);
    expect(await count("ApiText")).toBe(0);
  });
});

describe("the import page's two steps", () => {
  const post = (request: Request, as: CurrentUser = admin) =>
    settle(() => pageImport(routeArgs(request, db.em(), as)));

  it("previews, then imports the stored upload once, for its own admin only", async () => {
    const preview = (await post(upload("/admin/tenders/import", csv("Page")))) as {
      data: { preview: { valid: number; rows: { problems: string[] }[] }; upload: string };
    };
    expect(preview.data.preview.valid).toBe(1);
    expect(preview.data.preview.rows[1]!.problems).toEqual([
      "Row 3, closing date: Enter a valid date and time",
    ]);
    const id = preview.data.upload;
    expect(await count("Page")).toBe(0);

    const stranger = (await post(
      formRequest("/admin/tenders/import", { upload: id, mode: "valid" }),
      otherAdmin,
    )) as {
      init: { status: number };
    };
    expect(stranger.init.status).toBe(410);

    const refused = (await post(
      formRequest("/admin/tenders/import", { upload: id, mode: "all" }),
    )) as {
      data: { result: { error: Record<string, string[]> }; rowErrors: string[] };
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.result.error[""]).toEqual([
      "Nothing was imported: some rows have errors. Correct them, or import the valid rows only.",
    ]);
    expect(refused.data.rowErrors).toEqual(["Row 3, closing date: Enter a valid date and time"]);
    expect(await count("Page")).toBe(0);

    const done = (await post(
      formRequest("/admin/tenders/import", { upload: id, mode: "valid" }),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/tenders/import?imported=1&skipped=1");
    expect(await count("Page")).toBe(1);

    const again = (await post(
      formRequest("/admin/tenders/import", { upload: id, mode: "valid" }),
    )) as {
      init: { status: number };
    };
    expect(again.init.status).toBe(410);
    expect(await count("Page")).toBe(1);
  });

  it("answers a file refused as a whole with its message, not a 500", async () => {
    const refused = (await post(upload("/admin/tenders/import", "title,colour\nx,red\n"))) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error[""]).toEqual([
      "The file has columns the import does not know. Use the template's column names. (colour)",
    ]);
  });

  it("refuses a file past a reading limit with 413 naming it, and offers the upload again", async () => {
    // A header, then 10,000 blank lines: blank rows count against the row limit.
    const blank = `title,region,source,language\n${"\n".repeat(10_000)}`;
    const refused = (await post(upload("/admin/tenders/import", blank))) as {
      data: { result: { error: Record<string, string[]> }; preview?: unknown; upload?: unknown };
      init: { status: number };
    };
    expect(refused.init.status).toBe(413);
    expect(refused.data.result.error[""]).toEqual([
      "The file has too many rows: at most 10,000 rows are read, blank rows included. Delete the empty rows below your tenders, or split the file.",
    ]);
    expect(refused.data.preview).toBeUndefined();
    expect(refused.data.upload).toBeUndefined();
  });
});
