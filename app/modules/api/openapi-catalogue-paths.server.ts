import { z } from "zod";
import {
  categorySchema,
  METADATA_KINDS,
  metadataRenameSchema,
  subcategoryRenameSchema,
} from "~/modules/catalog/catalog.schema";
import { pageQuerySchema } from "./api-http.server";
import { removalQuerySchema } from "./api-removal.server";
import * as schemas from "./api-schemas";
import { id, type Endpoint } from "./openapi-endpoint.server";

// /categories (and their subcategories) and /tenders/metadata (sources, regions, …).

const kind = z.enum(METADATA_KINDS);
const nameBody = z.object({ name: z.string().max(120), nameAm: z.string().max(120).nullish() });

const MERGE_INTO_TEXT =
  "The id of the item (of the same list; for a subcategory, of the same category) that receives this one's tenders and alert profiles before it is deleted, in one transaction. Without it an item in use is not deleted: 409 with `usage`.";

export const cataloguePaths: Endpoint[] = [
  {
    method: "get",
    path: "/categories",
    summary: "Categories with their subcategories",
    access: "public",
    ok: { status: 200, description: "Categories", schema: schemas.category, list: true },
  },
  {
    method: "post",
    path: "/categories",
    summary: "Add a category",
    access: "admin",
    json: categorySchema,
    ok: { status: 201, description: "Created", schema: schemas.category },
    errors: [400, 401, 403, 409, 415],
  },
  {
    method: "get",
    path: "/categories/{id}",
    summary: "One category (a list whose first item is it)",
    access: "public",
    params: { id },
    ok: { status: 200, description: "The category", schema: schemas.category, list: true },
    errors: [404],
  },
  {
    method: "put",
    path: "/categories/{id}",
    summary: "Rename a category",
    access: "admin",
    params: { id },
    json: categorySchema,
    ok: { status: 200, description: "Renamed", schema: schemas.category },
    errors: [400, 401, 403, 404, 409, 415],
  },
  {
    method: "delete",
    path: "/categories/{id}",
    summary: "Delete a category (tenders keep their other categories)",
    access: "superadmin",
    params: { id },
    ok: { status: 204, description: "Deleted" },
    errors: [401, 403, 404],
  },
  {
    method: "post",
    path: "/categories/{categoryId}/subcategories",
    summary: "Add a subcategory",
    access: "admin",
    params: { categoryId: id },
    json: nameBody,
    ok: { status: 201, description: "The new subcategory", schema: schemas.namedRef },
    errors: [400, 401, 403, 404, 409, 415],
  },
  {
    method: "put",
    path: "/categories/{categoryId}/subcategories/{id}",
    summary: "Rename a subcategory",
    access: "admin",
    params: { categoryId: id, id },
    json: subcategoryRenameSchema,
    ok: { status: 200, description: "Renamed", schema: schemas.namedRef },
    errors: [400, 401, 403, 404, 409, 415],
  },
  {
    method: "delete",
    path: "/categories/{categoryId}/subcategories/{id}",
    summary:
      "Delete a subcategory; one that tenders or alert profiles use is refused (409 with `usage`) unless mergeInto names another subcategory of the same category to move them to first",
    access: "superadmin",
    params: { categoryId: id, id },
    query: removalQuerySchema,
    queryText: { mergeInto: MERGE_INTO_TEXT },
    ok: { status: 200, description: "Deleted (and merged)", schema: schemas.removalResult },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: "get",
    path: "/tenders/metadata/{kind}",
    summary: "Languages, sources or regions",
    access: "public",
    params: { kind },
    query: pageQuerySchema,
    ok: { status: 200, description: "Items", schema: schemas.namedRef, list: true },
    errors: [404],
  },
  {
    method: "post",
    path: "/tenders/metadata/{kind}",
    summary: "Add a language, source or region",
    access: "admin",
    params: { kind },
    json: nameBody,
    ok: { status: 201, description: "The new item", schema: schemas.namedRef },
    errors: [400, 401, 403, 404, 409, 415],
  },
  {
    method: "put",
    path: "/tenders/metadata/{kind}/{id}",
    summary: "Rename a language, source or region",
    access: "admin",
    params: { kind, id },
    json: metadataRenameSchema,
    ok: { status: 200, description: "Renamed", schema: schemas.namedRef },
    errors: [400, 401, 403, 404, 409, 415],
  },
  {
    method: "delete",
    path: "/tenders/metadata/{kind}/{id}",
    summary:
      "Delete a language, source or region; one that tenders or alert profiles use is refused (409 with `usage`) unless mergeInto names another item of the list to move them to first",
    access: "superadmin",
    params: { kind, id },
    query: removalQuerySchema,
    queryText: { mergeInto: MERGE_INTO_TEXT },
    ok: { status: 200, description: "Deleted (and merged)", schema: schemas.removalResult },
    errors: [400, 401, 403, 404, 409],
  },
];
