import { z } from "zod";
import { tenderSchema } from "~/modules/tenders/tender.schema";
import * as schemas from "./api-schemas";
import { accountPaths } from "./openapi-account-paths.server";
import { cataloguePaths } from "./openapi-catalogue-paths.server";
import type { Access, Endpoint } from "./openapi-endpoint.server";
import { outcomePaths } from "./openapi-outcome-paths.server";
import { tenderPaths } from "./openapi-tender-paths.server";

// Generated from the zod schemas the API really parses and answers with.

/** The paged lists' parameters (pageQuerySchema), where an endpoint says nothing more. */
const PAGE_TEXT: Record<string, string> = {
  page: "From 1. A page past the last answers an empty array, with the total still in X-Total-Count. Anything but a whole number in range answers 400 naming the parameter.",
  pageSize:
    "Items per page, 1–100. Anything but a whole number in range answers 400 naming the parameter.",
};

const endpoints: Endpoint[] = [...accountPaths, ...cataloguePaths, ...tenderPaths, ...outcomePaths];

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
  // A bad token is refused on every endpoint, and a control character in any query parameter.
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
