import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import pg from "pg";
import { DEMO, DEMO_PASSWORD } from "./fixtures";

/** The e2e server's own database, to check what an API call really changed. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const port = Number(process.env.E2E_PG_PORT ?? 54340);
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/tenderlink`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let ajv: Ajv2020 | undefined;

/** Validates bodies against the OpenAPI document the server itself serves. */
async function validatorFor(request: APIRequestContext) {
  if (!ajv) {
    const document = await (await request.get("/api/openapi.json")).json();
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...document, $id: "openapi.json" });
  }
  return ajv;
}

const pointer = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * Asserts `response` has `status` and, when the document describes a JSON body for it, that
 * the body matches the schema of `method path` exactly (the documented path, e.g. /tenders/{id}).
 */
export async function expectContract(
  request: APIRequestContext,
  response: APIResponse,
  method: string,
  path: string,
  status: number,
) {
  expect(response.status(), await response.text()).toBe(status);
  const validator = await validatorFor(request);
  const ref = `openapi.json#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer("application/json")}/schema`;
  const validate = validator.getSchema(ref);
  if (!validate) {
    expect(response.headers()["content-type"] ?? "").not.toContain("application/json");
    return undefined;
  }
  const body = await response.json();
  expect(validate(body), JSON.stringify(validate.errors, null, 2)).toBe(true);
  return body;
}

export type Role = "visitor" | "user" | "admin" | "superadmin";

const tokens = new Map<Role, string>();

/** A bearer token for a demo account (cached), or no header for a visitor. */
export async function authAs(
  request: APIRequestContext,
  role: Role,
): Promise<Record<string, string>> {
  if (role === "visitor") return {};
  if (!tokens.has(role)) {
    const response = await request.post("/api/auth/login", {
      data: { email: DEMO[role], password: DEMO_PASSWORD },
    });
    expect(response.status()).toBe(200);
    tokens.set(role, (await response.json()).token);
  }
  return { Authorization: `Bearer ${tokens.get(role)}` };
}
