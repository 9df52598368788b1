import { beforeAll, describe, expect, it } from "vitest";
import { submitApiTender } from "~/modules/api/api-tender-forms.server";
import { errorResponse } from "~/modules/api/api-http.server";
import { ApiError } from "~/modules/api/api-error";
import {
  findPossibleDuplicates,
  PossibleDuplicateError,
} from "~/modules/tenders/duplicate-tenders.server";
import { createTender, updateTender } from "~/modules/tenders/tender-commands.server";
import { Tender } from "~/modules/tenders/tender.entity";
import type { TenderInput } from "~/modules/tenders/tender.schema";
import { action as createAction } from "~/routes/admin/tenders-create";
import { action as editAction } from "~/routes/admin/tenders-edit";
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
    { fullname: "Dup", email: "dup@test.et" },
    "Reporter",
  ));
});

/** A day in Addis Ababa (UTC+3) at `time`. */
const addis = (day: string, time = "10:00") => new Date(`${day}T${time}:00+03:00`);

function input(title: string, more: Partial<TenderInput> = {}): TenderInput {
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
    ...more,
  };
}

const count = (title: string) => db.em().count(Tender, { title });

describe("possible duplicates", () => {
  let original: number;
  beforeAll(async () => {
    ({ id: original } = await createTender(
      db.em(),
      admin,
      input("Supply of Office Furniture for the Regional Health Bureau", {
        organisation: "Oromia Health Bureau",
        closingDate: addis("2031-03-10"),
      }),
    ));
  });

  it("finds a re-typed title of the same organisation (other case, punctuation, a typo), naming its source", async () => {
    const found = await findPossibleDuplicates(db.em(), {
      title: "supply of office furniture for the regional helth bureau.",
      organisation: "OROMIA HEALTH BUREAU",
      closingDate: addis("2031-06-01"),
    });
    expect(found).toEqual([
      {
        id: original,
        title: "Supply of Office Furniture for the Regional Health Bureau",
        organisation: "Oromia Health Bureau",
        source: "Reporter",
        closingDate: addis("2031-03-10").toISOString(),
      },
    ]);
  });

  it("finds a similar title closing the same Addis Ababa day, whatever the organisation", async () => {
    const found = await findPossibleDuplicates(db.em(), {
      title: "Supply of Office Furniture for Regional Health Bureau",
      organisation: "Another office",
      // 23:30 in Addis Ababa is 20:30 UTC, the same Addis day as the original's 10:00.
      closingDate: addis("2031-03-10", "23:30"),
    });
    expect(found.map((candidate) => candidate.id)).toEqual([original]);
  });

  it("does not find a similar title of another organisation closing another day", async () => {
    const found = await findPossibleDuplicates(db.em(), {
      title: "Supply of Office Furniture for the Regional Health Bureau",
      organisation: "Amhara Water Bureau",
      closingDate: addis("2031-03-11", "00:30"),
    });
    expect(found).toEqual([]);
  });

  it("does not find a different notice of the same organisation", async () => {
    const found = await findPossibleDuplicates(db.em(), {
      title: "Construction of a rural road in Jimma zone",
      organisation: "Oromia Health Bureau",
      closingDate: addis("2031-03-10"),
    });
    expect(found).toEqual([]);
  });

  it("refuses the duplicate on create with 409 and stores nothing; confirmed, it is saved", async () => {
    const title = "Supply of office furniture for the Regional Health Bureau!";
    const again = input(title, {
      organisation: "Oromia Health Bureau",
      closingDate: addis("2031-03-10"),
    });
    const refusal = await createTender(db.em(), admin, again).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PossibleDuplicateError);
    expect((refusal as PossibleDuplicateError).status).toBe(409);
    expect((refusal as PossibleDuplicateError).candidates.map((c) => c.id)).toEqual([original]);
    expect(await count(title)).toBe(0);

    const { id } = await createTender(db.em(), admin, { ...again, confirmDuplicate: true });
    expect(await count(title)).toBe(1);
    await db.em().nativeDelete(Tender, { id });
  });

  it("edit never finds the tender itself, and an edit that keeps title, organisation and day is not questioned", async () => {
    const em = db.em();
    const own = await em.findOneOrFail(Tender, { id: original });
    expect(
      await findPossibleDuplicates(em, {
        title: own.title,
        organisation: own.organisation,
        closingDate: own.closingDate,
        excludeId: own.id,
      }),
    ).toEqual([]);

    // A second, confirmed duplicate exists: editing its description is not refused again.
    const { id: twin } = await createTender(
      db.em(),
      admin,
      input("Supply of Office Furniture - Regional Health Bureau", {
        organisation: "Oromia Health Bureau",
        closingDate: addis("2031-03-10"),
        confirmDuplicate: true,
      }),
    );
    await updateTender(db.em(), admin, {
      ...input("Supply of Office Furniture - Regional Health Bureau", {
        organisation: "Oromia Health Bureau",
        closingDate: addis("2031-03-10", "15:00"),
        description: "<p>Now with a description</p>",
      }),
      id: twin,
    });
    // Changing its title is checked again, against every tender but itself.
    const renamed = "Supply of Office Furniture for the Regional Health Bureau (lot 1)";
    const refusal = await updateTender(db.em(), admin, {
      ...input(renamed, {
        organisation: "Oromia Health Bureau",
        closingDate: addis("2031-03-10"),
      }),
      id: twin,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PossibleDuplicateError);
    expect((refusal as PossibleDuplicateError).candidates.map((c) => c.id)).toEqual([original]);
    expect(await count(renamed)).toBe(0);
    await db.em().nativeDelete(Tender, { id: twin });
  });

  it("the create page answers 409 with the candidates and keeps what was typed; 'Save anyway' saves", async () => {
    const title = "Supply of Office Furniture for the Regional Health Bureau";
    const form = (confirm: boolean) => {
      const body = new FormData();
      body.set("title", title);
      body.set("organisation", "oromia health bureau");
      body.set("closingDate", "2031-07-01T10:00");
      body.set("tenderLanguageId", String(ids.language));
      body.set("tenderSourceId", String(ids.source));
      body.set("tenderRegionId", String(ids.region));
      if (confirm) body.set("confirmDuplicate", "on");
      return new Request("http://localhost/admin/tenders/create", { method: "POST", body });
    };
    const before = await count(title);
    const reply = (await createAction(routeArgs(form(false), db.em(), admin))) as {
      init: { status: number };
      data: {
        duplicates?: { id: number; source: string | null }[];
        result: { initialValue?: Record<string, unknown> };
      };
    };
    expect(reply.init.status).toBe(409);
    expect(reply.data.duplicates).toMatchObject([{ id: original, source: "Reporter" }]);
    expect(reply.data.result.initialValue?.title).toBe(title);
    expect(await count(title)).toBe(before);

    const saved = (await createAction(routeArgs(form(true), db.em(), admin))) as Response;
    expect(saved.status).toBe(302);
    expect(await count(title)).toBe(before + 1);
    const copy = await db.em().findOneOrFail(Tender, { title, id: { $ne: original } });
    await db.em().nativeDelete(Tender, { id: copy.id });
  });

  it("the edit page warns too, without changing the stored tender", async () => {
    const { id } = await createTender(
      db.em(),
      admin,
      input("Construction of a dam", { organisation: "Oromia Health Bureau" }),
    );
    const body = new FormData();
    body.set("title", "Supply of office furniture, Regional Health Bureau");
    body.set("organisation", "Oromia Health Bureau");
    body.set("tenderLanguageId", String(ids.language));
    body.set("tenderSourceId", String(ids.source));
    body.set("tenderRegionId", String(ids.region));
    const request = new Request(`http://localhost/admin/tenders/edit/${id}`, {
      method: "POST",
      body,
    });
    const reply = (await editAction(routeArgs(request, db.em(), admin, { id: String(id) }))) as {
      init: { status: number };
      data: { duplicates?: { id: number }[] };
    };
    expect(reply.init.status).toBe(409);
    expect(reply.data.duplicates?.map((candidate) => candidate.id)).toEqual([original]);
    expect((await db.em().findOneOrFail(Tender, { id })).title).toBe("Construction of a dam");
    await db.em().nativeDelete(Tender, { id });
  });

  it("the API answers 409 with the candidates unless confirmDuplicate=true", async () => {
    const title = "Supply of Office Furniture for the Regional Health Bureau";
    const request = (confirm?: string) => {
      const body = new FormData();
      body.set("title", title);
      body.set("organisation", "Oromia Health Bureau");
      body.set("tenderLanguageId", String(ids.language));
      body.set("tenderSourceId", String(ids.source));
      body.set("tenderRegionId", String(ids.region));
      if (confirm) body.set("confirmDuplicate", confirm);
      return new Request("http://localhost/api/tenders", { method: "POST", body });
    };
    const before = await count(title);
    const refusal = await submitApiTender(db.em(), request(), admin).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PossibleDuplicateError);
    const response = errorResponse(refusal as PossibleDuplicateError);
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toContain("confirmDuplicate=true");
    expect(body.duplicates).toMatchObject([{ id: original, title, source: "Reporter" }]);
    expect(await count(title)).toBe(before);

    const wrong = await submitApiTender(db.em(), request("perhaps"), admin).catch((e) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).status).toBe(400);
    expect(await count(title)).toBe(before);

    const { tender } = await submitApiTender(db.em(), request("true"), admin);
    expect(tender?.title).toBe(title);
    expect(await count(title)).toBe(before + 1);
    await db.em().nativeDelete(Tender, { id: tender!.id });
  });
});
