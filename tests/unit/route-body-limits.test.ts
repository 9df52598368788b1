import { describe, expect, it } from "vitest";
import {
  bodyLimitOf,
  FORM_BODY_LIMIT,
  IMPORT_UPLOAD_LIMIT,
  JSON_BODY_LIMIT,
  PAGE_TEXT_FORM_LIMIT,
  TENDER_UPLOAD_LIMIT,
} from "~/server/body-limits";
import { MAX_IMPORT_BYTES } from "~/modules/tender-import/import-limits";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_TENDER } from "~/modules/tenders/document-limits";
import { matchedRouteIds } from "~/server/route-matches";
import { routeTable, routeTargets } from "../e2e/route-targets";

const table = routeTable();

/** The declarations that hold for `id`: its own `bodyLimit` and its ancestors'. */
function declaredChain(id: string): number[] {
  const chain: number[] = [];
  for (let entry = table[id]; entry; entry = entry.parentId ? table[entry.parentId] : undefined) {
    if (entry.module.bodyLimit !== undefined) chain.push(entry.module.bodyLimit);
  }
  return chain;
}

describe("body limits from the route table", () => {
  it("gives every route with an action the limit its module or a parent declares", () => {
    const actions = routeTargets().filter((target) => target.hasAction);
    expect(actions.length).toBeGreaterThan(50);
    for (const target of actions) {
      expect(target.bodyLimit, target.path).toBeGreaterThan(0);
    }
    for (const id of Object.keys(table)) {
      // The root's declaration is the last link of every chain: no route is without one.
      expect(declaredChain(id).at(-1), id).toBe(FORM_BODY_LIMIT);
    }
  });

  it("lets the routes that take files or long text take them, and the API JSON", () => {
    const limitOf = (path: string) => bodyLimitOf(table, path);
    expect(limitOf("/admin/tenders/create")).toBe(TENDER_UPLOAD_LIMIT);
    expect(limitOf("/admin/tenders/edit/7")).toBe(TENDER_UPLOAD_LIMIT);
    expect(limitOf("/api/tenders")).toBe(TENDER_UPLOAD_LIMIT);
    expect(limitOf("/api/tenders/7")).toBe(TENDER_UPLOAD_LIMIT);
    expect(TENDER_UPLOAD_LIMIT).toBeGreaterThan(MAX_DOCUMENTS_PER_TENDER * MAX_DOCUMENT_BYTES);
    expect(limitOf("/admin/tenders/import")).toBe(IMPORT_UPLOAD_LIMIT);
    expect(limitOf("/api/tenders/import")).toBe(IMPORT_UPLOAD_LIMIT);
    expect(IMPORT_UPLOAD_LIMIT).toBeGreaterThan(MAX_IMPORT_BYTES);
    // 100,000 characters of Markdown in each language, all Amharic at worst: nine bytes each.
    expect(limitOf("/admin/pages/about")).toBe(PAGE_TEXT_FORM_LIMIT);
    expect(PAGE_TEXT_FORM_LIMIT).toBeGreaterThan(2 * 9 * 100_000);
    // Under the API layout, the saved list is JSON, not a tender upload.
    expect(limitOf("/api/tenders/saved")).toBe(JSON_BODY_LIMIT);
    expect(limitOf("/api/categories/3")).toBe(JSON_BODY_LIMIT);
    expect(limitOf("/register")).toBe(FORM_BODY_LIMIT);
  });

  it("counts a page's data request (`.data`, `/_root.data`) as the page", () => {
    expect(bodyLimitOf(table, "/admin/pages/about.data")).toBe(PAGE_TEXT_FORM_LIMIT);
    expect(bodyLimitOf(table, "/_root.data")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitOf(table, "/admin/tenders/create/")).toBe(TENDER_UPLOAD_LIMIT);
  });

  it("matches any id as one path, remembered, and the same twice", () => {
    const ids = matchedRouteIds(table, "/admin/tenders/edit/7");
    expect(ids.at(-1)).toBe("routes/admin/tenders-edit");
    expect(matchedRouteIds(table, "/admin/tenders/edit/123456")).toBe(ids);
    expect(matchedRouteIds(table, "/admin/tenders/edit/123456.data")).toBe(ids);
    expect(matchedRouteIds(table, "/no/such/page").at(-1)).not.toBe("routes/admin/tenders-edit");
  });

  it("matches any slug as one path, and keeps the segments routes name", () => {
    const profile = matchedRouteIds(table, "/organisations/ethio-telecom");
    expect(profile.at(-1)).toBe("routes/organisations/profile");
    expect(matchedRouteIds(table, "/organisations/addis-ababa-water-2")).toBe(profile);
    expect(matchedRouteIds(table, "/Admin/Tenders/Create").at(-1)).toBe(
      "routes/admin/tenders-create",
    );
    expect(matchedRouteIds(table, "/admin/tenders/import").at(-1)).toBe(
      "routes/admin/tenders-import",
    );
    // Read as React Router reads it, so an encoded letter cannot borrow another route's limit.
    expect(bodyLimitOf(table, "/api/tenders/%69mport")).toBe(IMPORT_UPLOAD_LIMIT);
  });
});
