import { z } from "zod";
import {
  accountDeletionSchema,
  apiAccountPatchSchema,
  passwordChangeSchema,
} from "~/modules/account/account.schema";
import { registerSchema } from "~/modules/auth/auth.schema";
import {
  categorySchema,
  METADATA_KINDS,
  metadataRenameSchema,
  subcategoryRenameSchema,
} from "~/modules/catalog/catalog.schema";
import { removalQuerySchema } from "./api-removal.server";
import { tenderFiltersSchema } from "~/modules/tenders/tender-filters.schema";
import { DATE_FILTERS, SIGNED_IN_FILTERS } from "~/modules/tenders/tender-filters-query";
import { tenderSchema } from "~/modules/tenders/tender.schema";
import { userListQuerySchema } from "~/modules/users/users.schema";
import { apiContactSchema } from "./api-contact.schema";
import { pageQuerySchema } from "./api-http.server";
import * as schemas from "./api-schemas";
import { apiLoginSchema, apiLogoutQuerySchema } from "./api-login.schema";
import { ocdsReleasePackage, ocdsReleasesQuery } from "./ocds-schemas";

// The OpenAPI 3.1 document is generated from the zod schemas the API really parses and
// answers with; this file only says which endpoint uses which.

type Access = "public" | "optional" | "user" | "admin" | "superadmin";

interface Endpoint {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  access: Access;
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** What a query parameter means, where its name does not say it all. */
  queryText?: Record<string, string>;
  json?: z.ZodType;
  multipart?: boolean;
  /** A multipart body of one file, under this field name (the tender import). */
  fileUpload?: string;
  /** Honours an `Idempotency-Key` header (a retry with the same key writes nothing more). */
  idempotent?: boolean;
  ok: { status: number; description: string; schema?: z.ZodType; list?: boolean; binary?: boolean };
  /** A second success answer (the import: 200 preview, 201 imported). */
  alsoOk?: { status: number; description: string; schema: z.ZodType };
  errors?: number[];
  /** What an error status means here, where ERROR_TEXT's general wording does not say it. */
  errorText?: Record<number, string>;
}

const id = z.int().positive();
const kind = z.enum(METADATA_KINDS);
const nameBody = z.object({ name: z.string().max(120) });
const tenderOrSummary = z
  .union([schemas.tender, schemas.tenderSummary])
  .meta({ id: "TenderOrSummary" });
// The date ranges are read under their URL names (published_from, …), as days.
const listQuery = tenderFiltersSchema
  .omit({
    page: true,
    ...Object.fromEntries(DATE_FILTERS.map(([, field]) => [field, true as const])),
  })
  .extend(Object.fromEntries(DATE_FILTERS.map(([param]) => [param, z.iso.date().optional()])))
  .extend(pageQuerySchema.shape);
const userListQuery = userListQuerySchema.omit({ page: true }).extend(pageQuerySchema.shape);
const userListQueryText: Record<string, string> = {
  q: "Part of the name, email or company, in any letter case.",
  status: "active, or deactivated (accounts an admin stopped); both when absent.",
  sort: "By creation date: oldest (the default) or newest first.",
};
const USER_STATUS_REFUSALS =
  "An admin's or superadmin's account, and the caller is an admin; or the caller's own account";
const SIGNED_IN_ONLY = "Signed-in callers only: ignored for visitors, as the filter panel is.";
const DATE_RANGE_TEXT =
  "An Addis Ababa day (YYYY-MM-DD), inclusive. A date that does not exist, or an end before its start, answers 400 with the parameter named in `errors`.";
const listQueryText: Record<string, string> = {
  q: "Full-text search: quotes for phrases, -word to exclude, `or`; the last word also matches as a prefix (3 letters or more: `constr` finds construction). A visitor's search matches titles and snippets only; a signed-in caller's also the organisation and the description.",
  ...Object.fromEntries(SIGNED_IN_FILTERS.map((name) => [name, SIGNED_IN_ONLY])),
  organisation: `The issuing organisation as tenders name it, in any letter case and spacing. ${SIGNED_IN_ONLY}`,
  sort: `relevance (the default with q; without q it is newest), newest (published), closing (open tenders closing soonest first, then open ones without a closing date, then the most recently closed). ${SIGNED_IN_ONLY}`,
  ...Object.fromEntries(
    DATE_FILTERS.map(([param]) => [param, `${DATE_RANGE_TEXT} ${SIGNED_IN_ONLY}`]),
  ),
};

/** The paged lists' parameters (pageQuerySchema), where an endpoint says nothing more. */
const PAGE_TEXT: Record<string, string> = {
  page: "From 1. A page past the last answers an empty array, with the total still in X-Total-Count. Anything but a whole number in range answers 400 naming the parameter.",
  pageSize:
    "Items per page, 1–100. Anything but a whole number in range answers 400 naming the parameter.",
};

const MERGE_INTO_TEXT =
  "The id of the item (of the same list; for a subcategory, of the same category) that receives this one's tenders and alert profiles before it is deleted, in one transaction. Without it an item in use is not deleted: 409 with `usage`.";

const endpoints: Endpoint[] = [
  {
    method: "post",
    path: "/auth/login",
    summary: "Sign in; answers a bearer token",
    access: "public",
    json: apiLoginSchema,
    ok: { status: 200, description: "Token and user", schema: schemas.loginResponse },
    errors: [400, 401, 403, 413, 415, 429],
    errorText: { 403: "The password is right but an admin deactivated the account" },
  },
  {
    method: "post",
    path: "/auth/register",
    summary: "Create an account",
    access: "public",
    json: registerSchema,
    ok: { status: 201, description: "Registered", schema: schemas.registerResponse },
    errors: [400, 409, 413, 415],
  },
  {
    method: "post",
    path: "/auth/logout",
    summary:
      "Revoke the bearer token of this request; with everywhere=true every API token and browser session of the user",
    access: "user",
    query: apiLogoutQuerySchema,
    ok: { status: 200, description: "Revoked", schema: schemas.messageResponse },
    errors: [400, 401],
  },
  {
    method: "get",
    path: "/auth/users",
    summary: "List users: search, filter by role and status, sort by creation date",
    access: "admin",
    query: userListQuery,
    queryText: userListQueryText,
    ok: { status: 200, description: "Users", schema: schemas.apiUserAccount, list: true },
    errors: [401, 403],
  },
  {
    method: "post",
    path: "/auth/users/{id}/deactivate",
    summary:
      "Deactivate an account: it cannot sign in, its sessions and tokens end at once, its alerts stop",
    access: "admin",
    params: { id },
    ok: { status: 200, description: "The account, deactivated", schema: schemas.apiUserAccount },
    errors: [401, 403, 404],
    errorText: { 403: `${USER_STATUS_REFUSALS}; or the last active superadmin` },
  },
  {
    method: "post",
    path: "/auth/users/{id}/reactivate",
    summary: "Reactivate an account: it can sign in again with its password",
    access: "admin",
    params: { id },
    ok: { status: 200, description: "The account, active", schema: schemas.apiUserAccount },
    errors: [401, 403, 404],
    errorText: { 403: USER_STATUS_REFUSALS },
  },
  {
    method: "get",
    path: "/account",
    summary: "The caller's own account",
    access: "user",
    ok: { status: 200, description: "The account", schema: schemas.accountProfile },
    errors: [401],
  },
  {
    method: "patch",
    path: "/account",
    summary:
      "Change name, company or phone; `email`, with `currentPassword`, mails a single-use link to the new address (its page's button makes the change; opening it changes nothing) and tells the old address, with a link that cancels it. A pending change ends with a password change or reset and with signing out everywhere",
    access: "user",
    json: apiAccountPatchSchema,
    ok: { status: 200, description: "The account", schema: schemas.accountProfile },
    errors: [400, 401, 409, 413, 415, 429],
    errorText: {
      400: "Invalid fields (`errors`); `email` without `currentPassword`, or a wrong one (`errors.currentPassword`): nothing is changed",
      409: "The new e-mail address belongs to another account",
    },
  },
  {
    method: "delete",
    path: "/account",
    summary:
      "Delete the caller's account (password in the body): saved tenders, alerts, channels, deliveries, sessions and tokens go with it; tenders they published stay, with publishedBy null. The only superadmin is refused (409)",
    access: "user",
    json: accountDeletionSchema,
    ok: { status: 204, description: "Deleted" },
    errors: [400, 401, 409, 413, 415, 429],
  },
  {
    method: "post",
    path: "/account/password",
    summary:
      "Change the password with the current one; every other API token and browser session of the caller ends (and a pending e-mail change), this token stays, and a notice is mailed. A private calendar URL the caller had is replaced: `calendarUrl` is the new one, shown only in this answer (null when they had none)",
    access: "user",
    json: passwordChangeSchema,
    ok: { status: 200, description: "Changed", schema: schemas.passwordChangedResponse },
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: "get",
    path: "/account/sessions",
    summary: "The caller's live browser sessions and API tokens (never the tokens themselves)",
    access: "user",
    ok: { status: 200, description: "Sessions", schema: schemas.accountSession, list: true },
    errors: [401],
  },
  {
    method: "post",
    path: "/account/sessions/end-others",
    summary: "Sign out everywhere else: every API token and browser session but this token ends",
    access: "user",
    ok: { status: 200, description: "How many ended", schema: schemas.endedSessionsResponse },
    errors: [401],
  },
  {
    method: "get",
    path: "/account/export",
    summary:
      "Download my data: profile, saved tenders, alert profiles, alert channels and deliveries (an attachment)",
    access: "user",
    ok: { status: 200, description: "The caller's data", schema: schemas.accountExport },
    errors: [401],
  },
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
  {
    method: "get",
    path: "/tenders",
    summary:
      "Tenders, filtered, searched and paged; visitors get id, title and snippet only, and search and page without filters",
    access: "optional",
    query: listQuery,
    queryText: listQueryText,
    ok: { status: 200, description: "Tenders", schema: tenderOrSummary, list: true },
    errors: [400],
  },
  {
    method: "post",
    path: "/tenders",
    summary:
      "Store a tender (multipart; arrays as field[]; files as documentPath): publication=now (default), schedule with a future scheduledAt, or draft",
    access: "admin",
    multipart: true,
    idempotent: true,
    ok: { status: 201, description: "Created", schema: schemas.tender },
    errors: [400, 401, 403, 409, 413, 415, 422, 503],
    errorText: {
      409: "Looks like a tender already stored (a very similar title and the same organisation or closing day): nothing saved; `duplicates` lists them. Send confirmDuplicate=true to save it anyway",
    },
  },
  {
    method: "post",
    path: "/tenders/import",
    summary:
      "Import tenders from a CSV or XLSX file (multipart `file`, at most 20 MB and 5,000 rows; the template's columns, catalogue names or ids) as drafts: `mode=preview` checks every row and stores nothing (200 ImportPreview), `valid` stores the valid rows in one transaction, `all` stores every row or nothing (201 ImportResult)",
    access: "admin",
    query: z.object({ mode: z.enum(["preview", "valid", "all"]).optional() }),
    queryText: { mode: "preview (the default), valid or all." },
    fileUpload: "file",
    ok: {
      status: 200,
      description: "The preview (mode=preview)",
      schema: schemas.importPreview,
    },
    alsoOk: {
      status: 201,
      description: "Imported as drafts (mode=valid or all)",
      schema: schemas.importResult,
    },
    errors: [400, 401, 403, 413, 415, 422],
    errorText: {
      400: "Not a readable file, unknown or missing columns, no rows, or a bad mode",
      413: "More than 20 MB or 5,000 tenders, or past a reading limit (10,000 rows read, blank ones included; 500,000 cells; 100,000 shared strings; 20 million characters; 256 MB unpacked; 30 s; 192 MB of memory): `message` names it",
      415: "Not a CSV or XLSX file",
      422: "mode=all with a row in error, or no valid row: nothing stored; `rows` lists each row's errors",
    },
  },
  {
    method: "get",
    path: "/tenders/saved",
    summary: "The caller's saved tenders",
    access: "user",
    ok: { status: 200, description: "Saved records", schema: schemas.savedTender, list: true },
    errors: [401],
  },
  {
    method: "post",
    path: "/tenders/save/{tenderId}",
    summary: "Save a tender (idempotent)",
    access: "user",
    params: { tenderId: id },
    ok: { status: 201, description: "The saved record", schema: schemas.savedTender },
    errors: [401, 404],
  },
  {
    method: "get",
    path: "/tenders/{id}",
    summary:
      "One tender; visitors get id, title and snippet only; a draft or scheduled one only its publisher and superadmins",
    access: "optional",
    params: { id },
    ok: { status: 200, description: "The tender", schema: tenderOrSummary },
    errors: [404],
  },
  {
    method: "patch",
    path: "/tenders/{id}",
    summary:
      "Change a tender (its publisher or a superadmin; multipart); publication changes a draft or scheduled tender only",
    access: "admin",
    params: { id },
    multipart: true,
    idempotent: true,
    ok: { status: 200, description: "Updated", schema: schemas.tender },
    errors: [400, 401, 403, 404, 409, 413, 415, 422, 503],
    errorText: {
      409: "Looks like a tender already stored (a very similar title and the same organisation or closing day): nothing saved; `duplicates` lists them. Send confirmDuplicate=true to save it anyway",
    },
  },
  {
    method: "delete",
    path: "/tenders/{id}",
    summary: "Delete a tender with its documents",
    access: "superadmin",
    params: { id },
    ok: { status: 204, description: "Deleted" },
    errors: [401, 403, 404],
  },
  {
    method: "get",
    path: "/ocds/releases",
    summary:
      "Open data: an OCDS 1.1 release package of published tenders, oldest release date first, paged by date (links.next); visitors get title and snippet only",
    access: "optional",
    query: ocdsReleasesQuery,
    queryText: {
      since:
        "ISO 8601 date-time with an offset (e.g. 2026-11-01T00:00:00Z): releases dated at or after it. A harvester passes the newest `date` it holds, or follows `links.next`.",
      after:
        "With since: only releases of that date with a tender id above this (the cursor links.next carries; releases of one instant are ordered by tender id).",
      limit: "Releases per package, 1–100 (default 100).",
    },
    ok: { status: 200, description: "A release package", schema: ocdsReleasePackage },
    errors: [400],
  },
  {
    method: "get",
    path: "/ocds/releases/{tenderId}",
    summary:
      "Open data: the OCDS 1.1 release package of one published tender; visitors get title and snippet only",
    access: "optional",
    params: { tenderId: id },
    ok: {
      status: 200,
      description: "A release package with one release",
      schema: ocdsReleasePackage,
    },
    errors: [404],
    errorText: { 404: "No such tender, or it is not published yet" },
  },
  {
    method: "get",
    path: "/advert-contact",
    summary: "Advertisers' messages",
    access: "admin",
    query: pageQuerySchema,
    ok: { status: 200, description: "Messages", schema: schemas.advertContact, list: true },
    errors: [401, 403],
  },
  {
    method: "post",
    path: "/advert-contact",
    summary: "Send a message about advertising",
    access: "public",
    json: apiContactSchema,
    idempotent: true,
    ok: { status: 201, description: "Sent", schema: schemas.messageResponse },
    errors: [400, 413, 415, 422, 429],
    errorText: {
      429: "More than 5 messages an hour from this address with this e-mail, or 50 from this address",
    },
  },
  {
    method: "get",
    path: "/documents/{documentId}/{fileName}",
    summary: "Download a tender document (a documentPath entry)",
    access: "user",
    params: { documentId: id, fileName: z.string() },
    ok: { status: 200, description: "The file, as an attachment", binary: true },
    errors: [401, 404],
  },
  {
    method: "get",
    path: "/tenders/documents-zip/{tenderId}",
    summary: "Download every document of a tender as one zip",
    access: "user",
    params: { tenderId: id },
    ok: {
      status: 200,
      description:
        "A zip of the tender's documents (stored uncompressed, streamed, exact Content-Length), as an attachment; file names made safe and distinct",
      binary: true,
    },
    errors: [401, 404],
  },
];

const TAGS: Record<string, string> = {
  auth: "Accounts and bearer tokens",
  account: "The caller's own account: details, e-mail, password, sessions, data, deletion",
  categories: "Tender categories and subcategories",
  tenders: "Tenders, their metadata lists, and saving",
  "advert-contact": "Advertisers' messages",
  documents: "Tender documents",
  ocds: "Open data: published tenders in the Open Contracting Data Standard (OCDS 1.1)",
};

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input (field errors in `errors`); also a query parameter or JSON field holding a control character (NUL, other C0/C1 controls, DEL; tab and line breaks pass), named in `errors`",
  401: "No valid bearer token (missing where required, or wrong, expired or revoked)",
  403: "Not allowed for this role",
  404: "Not found",
  409: "Already exists; a delete still used by tenders or alert profiles (`usage` has the counts); a tender that looks like one already stored (`duplicates` has them; send confirmDuplicate=true to save it anyway); or deleting the last active superadmin's account",
  413: "Body or file too large",
  415: "Wrong content or file type",
  422: "This Idempotency-Key was already used by this caller for a different request",
  429: "Too many requests",
  503: "Not saved: the tender's alerts job could not be queued; try again",
};

const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Any 1–255 visible ASCII characters, new for each intended write. Sent again by the same caller within 24 hours with the same request, it writes nothing more and gets the first answer (with `Idempotent-Replayed: true`); concurrent repeats wait for the first. Without it, every call writes.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

const ref = (schema: z.ZodType) => {
  const meta = z.globalRegistry.get(schema) as { id?: string } | undefined;
  return meta?.id ? { $ref: `#/components/schemas/${meta.id}` } : jsonSchema(schema, "output");
};

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return rest;
}

function security(access: Access) {
  if (access === "public") return [];
  if (access === "optional") return [{}, { bearerAuth: [] }];
  return [{ bearerAuth: [] }];
}

function operation(endpoint: Endpoint) {
  const parameters = [
    ...Object.entries(endpoint.params ?? {}).map(([name, schema]) => ({
      name,
      in: "path",
      required: true,
      schema: jsonSchema(schema, "input"),
    })),
    ...Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
      name,
      in: "query",
      required: false,
      ...(endpoint.queryText?.[name] || PAGE_TEXT[name]
        ? { description: endpoint.queryText?.[name] ?? PAGE_TEXT[name] }
        : {}),
      schema: jsonSchema(schema as z.ZodType, "input"),
    })),
    ...(endpoint.idempotent ? [IDEMPOTENCY_KEY] : []),
  ];
  const okSchema = endpoint.ok.schema
    ? endpoint.ok.list
      ? { type: "array", items: ref(endpoint.ok.schema) }
      : ref(endpoint.ok.schema)
    : undefined;
  const responses: Record<string, unknown> = {
    [endpoint.ok.status]: {
      description: endpoint.ok.description,
      ...(endpoint.ok.list
        ? {
            headers: {
              "X-Total-Count": {
                description:
                  "Items in all pages (tenders: exact up to 1,000, beyond that PostgreSQL's estimate)",
                schema: { type: "integer" },
              },
              "X-Total-Count-Precision": {
                description:
                  "exact; estimate (about); more-than (over 1,000, estimated lower). Only the first 1,000 items can be paged: pages past them, as pages past the end, are empty arrays.",
                schema: { type: "string", enum: ["exact", "estimate", "more-than"] },
              },
            },
          }
        : {}),
      ...(endpoint.idempotent
        ? {
            headers: {
              "Idempotent-Replayed": {
                description: "`true` when this answers a repeated Idempotency-Key",
                schema: { type: "string", enum: ["true"] },
              },
            },
          }
        : {}),
      ...(okSchema ? { content: { "application/json": { schema: okSchema } } } : {}),
      ...(endpoint.ok.binary
        ? {
            content: {
              "application/octet-stream": {
                schema: { type: "string", contentMediaType: "application/octet-stream" },
              },
            },
          }
        : {}),
    },
  };
  if (endpoint.alsoOk) {
    responses[endpoint.alsoOk.status] = {
      description: endpoint.alsoOk.description,
      content: { "application/json": { schema: ref(endpoint.alsoOk.schema) } },
    };
  }
  // A wrong, expired or revoked token is refused on every endpoint, public ones included, and
  // a control character in any query parameter too (400).
  for (const status of [...new Set([...(endpoint.errors ?? []), 400, 401])].sort((a, b) => a - b)) {
    responses[status] = {
      description: endpoint.errorText?.[status] ?? ERROR_TEXT[status],
      content: { "application/json": { schema: ref(schemas.errorResponse) } },
    };
  }
  const body = endpoint.json
    ? {
        required: true,
        content: { "application/json": { schema: jsonSchema(endpoint.json, "input") } },
      }
    : endpoint.fileUpload
      ? {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: [endpoint.fileUpload],
                properties: {
                  [endpoint.fileUpload]: {
                    type: "string",
                    contentMediaType: "application/octet-stream",
                  },
                },
              },
            },
          },
        }
      : endpoint.multipart
        ? {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  ...jsonSchema(tenderSchema, "input"),
                  properties: {
                    ...(jsonSchema(tenderSchema, "input").properties as object),
                    documentPath: {
                      type: "array",
                      items: { type: "string", contentMediaType: "application/octet-stream" },
                    },
                  },
                },
              },
            },
          }
        : undefined;
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[{}]/g, "").replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    summary: endpoint.summary,
    tags: [endpoint.path.split("/")[1]!],
    security: security(endpoint.access),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

let cached: object | undefined;

/** The OpenAPI 3.1 document of /api, built once per process. */
export function openApiDocument(): object {
  if (cached) return cached;
  const components = z.toJSONSchema(z.globalRegistry, {
    uri: (schemaId) => `#/components/schemas/${schemaId}`,
    unrepresentable: "any",
  });
  const schemasOut = Object.fromEntries(
    Object.entries(components.schemas).map(([name, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as Record<string, unknown>;
      return [name, rest];
    }),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  }
  cached = {
    openapi: "3.1.0",
    info: {
      title: "TenderLink API",
      version: "1.0.0",
      description:
        "The calls of the original single-page client. Sign in with POST /auth/login, then send `Authorization: Bearer <token>`. Errors are JSON `{ message, errors? }`. A method a path does not serve answers 405 with that shape and an `Allow` header listing the methods it does.",
      license: { name: "Proprietary", identifier: "LicenseRef-TenderLink" },
    },
    servers: [{ url: "/api" }],
    security: [],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: schemasOut,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "Token from POST /auth/login" },
      },
    },
  };
  return cached;
}
