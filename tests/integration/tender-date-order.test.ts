import { beforeAll, describe, expect, it } from "vitest";
import { submitApiTender } from "~/modules/api/api-tender-forms.server";
import {
  createTender,
  OPENING_BEFORE_CLOSING,
  updateTender,
} from "~/modules/tenders/tender-commands.server";
import { Tender } from "~/modules/tenders/tender.entity";
import type { TenderInput } from "~/modules/tenders/tender.schema";
import { action as createAction } from "~/routes/admin/tenders-create";
import type { CurrentUser } from "~/server/request-context";
import { setupTestDatabase } from "./database";
import { tenderAuthor } from "./tender-author";
import { routeArgs } from "./route-args";

const db = setupTestDatabase();
let admin: CurrentUser;
let ids: { language: number; source: number; region: number };

beforeAll(async () => {
  ({ admin, ids } = await tenderAuthor(
    db.em(),
    { fullname: "Dates", email: "dates@test.et" },
    "Addis Zemen",
  ));
});

/** 2031-05-01 at `time` in Addis Ababa (UTC+3). */
const may1 = (time: string) => new Date(`2031-05-01T${time}:00+03:00`);

function input(title: string, dates: Partial<TenderInput>): TenderInput {
  return {
    title,
    snippet: "",
    description: "",
    categories: [],
    subcategories: [],
    removeDocuments: [],
    tenderLanguageId: ids.language,
    tenderSourceId: ids.source,
    tenderRegionId: ids.region,
    ...dates,
  };
}

const count = (title: string) => db.em().count(Tender, { title });

describe("opening date and closing date", () => {
  it("refuses an opening before the closing date on create and update, storing nothing", async () => {
    const early = input("Opened too early", {
      closingDate: may1("10:00"),
      openingDate: may1("09:59"),
    });
    await expect(createTender(db.em(), admin, early)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { openingDate: [OPENING_BEFORE_CLOSING] },
    });
    expect(await count("Opened too early")).toBe(0);

    const { id } = await createTender(
      db.em(),
      admin,
      input("Opened on time", { closingDate: may1("10:00"), openingDate: may1("10:30") }),
    );
    await expect(
      updateTender(db.em(), admin, {
        ...input("Opened on time", { closingDate: may1("10:00"), openingDate: may1("09:00") }),
        id,
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { openingDate: [OPENING_BEFORE_CLOSING] },
    });
    const stored = await db.em().findOneOrFail(Tender, { id });
    expect(stored.openingDate?.toISOString()).toBe(may1("10:30").toISOString());
  });

  it("accepts opening at the closing minute, after it, or either date alone", async () => {
    for (const [title, dates] of [
      ["Same minute", { closingDate: may1("10:00"), openingDate: may1("10:00") }],
      ["Next day", { closingDate: may1("10:00"), openingDate: new Date("2031-05-02T07:00Z") }],
      ["Opening only", { openingDate: may1("10:00") }],
      ["Closing only", { closingDate: may1("10:00") }],
    ] as const) {
      await createTender(db.em(), admin, input(title, dates));
      expect(await count(title)).toBe(1);
    }
  });

  function multipart(fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return new Request("http://localhost/admin/tenders/create", { method: "POST", body });
  }

  const typed = (title: string) => ({
    title,
    closingDate: "2031-05-01T10:00",
    openingDate: "2031-04-12T10:30",
    tenderLanguageId: String(ids.language),
    tenderSourceId: String(ids.source),
    tenderRegionId: String(ids.region),
  });

  it("the admin form answers 400 with the error on the opening date and keeps the typed dates", async () => {
    const reply = (await createAction(
      routeArgs(multipart(typed("Form dates")), db.em(), admin),
    )) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error.openingDate).toEqual([OPENING_BEFORE_CLOSING]);
    expect(reply.data.result.initialValue).toMatchObject({
      closingDate: "2031-05-01T10:00",
      openingDate: "2031-04-12T10:30",
    });
    expect(await count("Form dates")).toBe(0);
  });

  it("the admin form names the date order with the other refused fields, all at once", async () => {
    const reply = (await createAction(
      routeArgs(multipart({ ...typed("Form dates"), title: "", bidBond: "150" }), db.em(), admin),
    )) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(reply.init.status).toBe(400);
    expect(Object.keys(reply.data.result.error)).toEqual(
      expect.arrayContaining(["bidBond", "openingDate", "title"]),
    );
    expect(reply.data.result.error.openingDate).toEqual([OPENING_BEFORE_CLOSING]);
  });

  it("the API answers 400 with the field error", async () => {
    await expect(
      submitApiTender(db.em(), multipart(typed("API dates")), admin),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { openingDate: [OPENING_BEFORE_CLOSING] },
    });
    expect(await count("API dates")).toBe(0);
  });
});
