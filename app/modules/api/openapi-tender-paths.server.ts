import { z } from "zod";
import { tenderFiltersSchema } from "~/modules/tenders/tender-filters.schema";
import { DATE_FILTERS, SIGNED_IN_FILTERS } from "~/modules/tenders/tender-filters-query";
import { apiContactSchema } from "./api-contact.schema";
import { pageQuerySchema } from "./api-http.server";
import * as schemas from "./api-schemas";
import {
  ocdsRecordPackage,
  ocdsRecordsQuery,
  ocdsReleasePackage,
  ocdsReleasesQuery,
} from "./ocds-schemas";
import { id, type Endpoint } from "./openapi-endpoint.server";

// /tenders, their open data (/ocds), advertisers' messages (/advert-contact) and documents.

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
const SIGNED_IN_ONLY = "Signed-in callers only: ignored for visitors, as the filter panel is.";
const DATE_RANGE_TEXT =
  "An Addis Ababa day (YYYY-MM-DD), inclusive. A date that does not exist, or an end before its start, answers 400 with the parameter named in `errors`.";
const listQueryText: Record<string, string> = {
  q: "Full-text search: quotes for phrases, -word to exclude, `or`; the last word also matches as a prefix (3 letters or more: `constr` finds construction). A visitor's search matches titles and snippets only; a signed-in caller's also the organisation and the description.",
  ...Object.fromEntries(SIGNED_IN_FILTERS.map((name) => [name, SIGNED_IN_ONLY])),
  outcome: `How tenders ended: awarded, cancelled or failed (their recorded outcome, GET /tenders/outcome/{tenderId}), or pending (none recorded yet). ${SIGNED_IN_ONLY}`,
  organisation: `The issuing organisation as tenders name it, in any letter case and spacing. ${SIGNED_IN_ONLY}`,
  scope:
    "open: open tenders only (no closing date, or one still ahead), read from their own table; with q, relevance ranks the newest 1,001 matches (all of them when fewer). all: every tender, closed ones included, newest first (relevance is not offered: too many matches to rank). Absent: every tender, as before, with relevance ranking the newest 1,001 matches. Open to visitors too.",
  sort: `relevance (the default with q, except with scope=all; without q it is newest), newest (published), closing (open tenders closing soonest first, then open ones without a closing date, then the most recently closed). ${SIGNED_IN_ONLY}`,
  ...Object.fromEntries(
    DATE_FILTERS.map(([param]) => [param, `${DATE_RANGE_TEXT} ${SIGNED_IN_ONLY}`]),
  ),
};

export const tenderPaths: Endpoint[] = [
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
      "Open data: an OCDS 1.1 release package of published tenders (a `tender` release each, and for signed-in callers an `award`, `tenderCancellation` or `tenderUpdate` release for its outcome), oldest release date first, paged by date (links.next); visitors get tender releases with title and snippet only",
    access: "optional",
    query: ocdsReleasesQuery,
    queryText: {
      since:
        "ISO 8601 date-time with an offset (e.g. 2026-11-01T00:00:00Z): releases dated at or after it. A harvester passes the newest `date` it holds, or follows `links.next`.",
      after:
        "With since: only releases of that date with a tender id above this (the cursor links.next carries; releases of one instant are ordered by tender id).",
      stage:
        "With since and after: tender (the cursor's tender release was the last one read, its outcome release of the same instant still follows) or outcome (the default: both were read). links.next carries it.",
      limit: "Releases per package, 1–100 (default 100).",
    },
    ok: { status: 200, description: "A release package", schema: ocdsReleasePackage },
    errors: [400],
  },
  {
    method: "get",
    path: "/ocds/releases/{tenderId}",
    summary:
      "Open data: the OCDS 1.1 release package of one published tender's releases (its tender release, then for signed-in callers its outcome's); visitors get title and snippet only",
    access: "optional",
    params: { tenderId: id },
    ok: {
      status: 200,
      description: "A release package with the tender's releases",
      schema: ocdsReleasePackage,
    },
    errors: [404],
    errorText: { 404: "No such tender, or it is not published yet" },
  },
  {
    method: "get",
    path: "/ocds/records",
    summary:
      "Open data: an OCDS 1.1 record package, one record per published tender in tender id order (its releases embedded and the compiled release merged from them), paged by tender id (links.next); visitors get title and snippet only",
    access: "optional",
    query: ocdsRecordsQuery,
    queryText: {
      after: "Only tenders with an id above this (the cursor links.next carries).",
      limit: "Records per package, 1–100 (default 100).",
    },
    ok: { status: 200, description: "A record package", schema: ocdsRecordPackage },
    errors: [400],
  },
  {
    method: "get",
    path: "/ocds/records/{ocid}",
    summary:
      "Open data: the OCDS 1.1 record package of one published tender, by its ocid or its tender id",
    access: "optional",
    params: { ocid: z.string().meta({ example: "ocds-tenderlink-dev-42" }) },
    ok: { status: 200, description: "A record package with one record", schema: ocdsRecordPackage },
    errors: [404],
    errorText: {
      404: "No such tender, not published yet, or an ocid of another publisher's prefix",
    },
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
