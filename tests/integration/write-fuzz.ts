// The write fuzz's parts (write-fuzz.test.ts): the write endpoints as the server build's route
// table has them, the fields each one knows (its forms as served, the API's OpenAPI document),
// and hostile requests generated from a fixed seed.
import { matchRoutes, type ServerBuild } from "react-router";
import { API_ROUTE_METHODS } from "~/modules/api/api-methods";
import { openApiDocument } from "~/modules/api/openapi.server";
import { bodyLimitOf } from "~/server/body-limits";

type Encoding = "form" | "multipart" | "json" | "none";

/** One write the app serves: a page or resource route's action, or an API method. */
export interface WriteEndpoint {
  kind: "page" | "api";
  /** The full path pattern, e.g. `/admin/tenders/edit/:id` (`*` for a splat). */
  pattern: string;
  method: string;
}

/** A body the endpoint would accept: fields with plausible values, and how they are sent. */
export interface BaseBody {
  encoding: Encoding;
  fields: [string, string | JsonValue][];
  /** Names of the form's file inputs. */
  files: string[];
  /** Fields it knows but a body may leave out (the API's optional properties). */
  optional?: [string, JsonValue][];
  /** A query the form's own action carries (`?index`, `?mode=preview`). */
  query: string;
}

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One request of the fuzz. */
export interface FuzzRequest {
  method: string;
  path: string;
  kind: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
}

/** Every route of the build whose module exports an action, with the methods that reach it. */
export function writeEndpoints(build: ServerBuild): WriteEndpoint[] {
  const endpoints: WriteEndpoint[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route || !route.module.action) continue;
    const pattern = fullPattern(build, route.id);
    if (pattern.startsWith("/api/")) {
      const own = route.path ?? "";
      // The catch-all answers every method; a POST stands for them.
      const methods = own === "*" ? ["POST"] : (API_ROUTE_METHODS[own] ?? []);
      for (const method of methods.filter((m) => m !== "GET")) {
        endpoints.push({ kind: "api", pattern, method });
      }
    } else {
      endpoints.push({ kind: "page", pattern, method: "POST" });
    }
  }
  return endpoints.sort((a, b) => order(a) - order(b) || a.pattern.localeCompare(b.pattern));
}

/** Writes that end sessions or remove things go last, so the others meet live fixtures. */
function order(endpoint: WriteEndpoint): number {
  if (/logout|delete|end-others|deleted/.test(endpoint.pattern)) return 2;
  return endpoint.method === "DELETE" ? 1 : 0;
}

function fullPattern(build: ServerBuild, id: string): string {
  const parts: string[] = [];
  for (let route = build.routes[id]; route; route = build.routes[route.parentId ?? ""]) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`;
}

/** The page routes with a view, to read their forms from. */
export function pagePatterns(build: ServerBuild): string[] {
  return Object.values(build.routes)
    .filter((route) => route?.module.default && route.path !== undefined && route.path !== "*")
    .map((route) => fullPattern(build, route!.id))
    .filter((pattern) => !pattern.startsWith("/api"));
}

export function concretePath(pattern: string, value: (param: string) => string): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => value(name))
    .replace(/\*$/, () => value("*"));
}

/** The endpoint an URL posts to, if any. */
export function endpointFor(endpoints: WriteEndpoint[], pathname: string) {
  const table = endpoints.map((endpoint) => ({ path: endpoint.pattern, id: endpoint.pattern }));
  return matchRoutes(table, pathname)?.[0]?.route.id ?? null;
}

// ---- forms as served -------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith("#x")) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return found ? unescape(found[1]!) : null;
};

/** A plausible value for an empty control, by its type and name. */
function plausible(type: string, name: string): string {
  if (type === "email" || /email/i.test(name)) return "fuzz@example.et";
  if (type === "tel" || /phone/i.test(name)) return "0911000000";
  // No password: a hash check per request would be most of the run's time.
  if (type === "password" || /password/i.test(name)) return "";
  if (type === "number") return "1";
  if (type === "datetime-local" || /date|At$/.test(name)) return "2030-01-15T10:00";
  if (type === "date") return "2030-01-15";
  return "Fuzz text";
}

/** The POST forms of a page: where each posts, its fields with plausible values, its files. */
export function postForms(html: string, pageUrl: string): { action: string; body: BaseBody }[] {
  const forms: { action: string; body: BaseBody }[] = [];
  for (const [, tag, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    if (attribute(tag!, "method")?.toLowerCase() !== "post") continue;
    const action = new URL(attribute(tag!, "action") ?? pageUrl, new URL(pageUrl, "http://x"));
    const multipart = attribute(tag!, "enctype") === "multipart/form-data";
    const fields: [string, string][] = [];
    const files: string[] = [];
    const buttons: [string, string][] = [];
    const rest = inner!
      .replace(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi, (_, select: string, options: string) => {
        const name = attribute(select, "name");
        const values = [...options.matchAll(/<option\b([^>]*)>/gi)].map(
          ([, option]) => attribute(option!, "value") ?? "",
        );
        if (name) fields.push([name, values.find((value) => value !== "") ?? ""]);
        return "";
      })
      .replace(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi, (_, area: string, text: string) => {
        const name = attribute(area, "name");
        if (name) fields.push([name, unescape(text) || plausible("text", name)]);
        return "";
      });
    for (const [, control, element] of rest.matchAll(/<(input|button)\b([^>]*)>/gi)) {
      const name = attribute(element!, "name");
      if (!name) continue;
      const type = (attribute(element!, "type") ?? "text").toLowerCase();
      const value = attribute(element!, "value") ?? "";
      if (control!.toLowerCase() === "button" || type === "submit") buttons.push([name, value]);
      else if (type === "file") files.push(name);
      else if (type === "checkbox" || type === "radio") {
        if (/\schecked(=|\s|$)/i.test(element!) || !fields.some(([n]) => n === name)) {
          fields.push([name, value || "on"]);
        }
      } else fields.push([name, value || plausible(type, name)]);
    }
    const encoding: Encoding = multipart ? "multipart" : "form";
    const intents = buttons.length ? buttons : [null];
    for (const button of intents.slice(0, 4)) {
      forms.push({
        action: action.pathname,
        body: {
          encoding,
          fields: button ? [...fields, button] : fields,
          files,
          query: action.search,
        },
      });
    }
  }
  return forms;
}

// ---- the API's bodies, from its OpenAPI document ---------------------------------------------

interface SchemaObject {
  type?: string;
  required?: string[];
  properties?: Record<string, SchemaObject>;
  enum?: JsonValue[];
  items?: SchemaObject;
  contentMediaType?: string;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  parameters?: { name: string; in: string }[];
}

/**
 * What the OpenAPI document says an API write takes: its body's fields (plausible values, real
 * ids from `ids` by field name), its files and its query parameters.
 */
export function apiBases(
  endpoint: WriteEndpoint,
  ids: Record<string, number>,
): { body: BaseBody; queryNames: string[] } {
  const document = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
  const routePattern = endpoint.pattern.slice("/api".length);
  let operation: Operation | undefined;
  for (const [path, operations] of Object.entries(document.paths)) {
    const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === "kind" ? "sources" : "7",
    );
    const matched = matchRoutes([{ path: routePattern }], concrete);
    const candidate = operations[endpoint.method.toLowerCase()];
    if (matched && candidate) operation = candidate;
  }
  const queryNames = (operation?.parameters ?? [])
    .filter((parameter) => parameter.in === "query")
    .map((parameter) => parameter.name);
  const content = operation?.requestBody?.content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !media) {
    return { body: { encoding: "none", fields: [], files: [], query: "" }, queryNames };
  }
  const fields: [string, JsonValue][] = [];
  const optional: [string, JsonValue][] = [];
  const files: string[] = [];
  const required = new Set(media.schema.required ?? []);
  for (const [name, property] of Object.entries(media.schema.properties ?? {})) {
    if (property.contentMediaType) files.push(name);
    else (required.has(name) ? fields : optional).push([name, sample(name, property, ids)]);
  }
  const encoding: Encoding = mediaType === "application/json" ? "json" : "multipart";
  return { body: { encoding, fields, files, optional, query: "" }, queryNames };
}

function sample(name: string, schema: SchemaObject, ids: Record<string, number>): JsonValue {
  if (schema.enum?.length) return schema.enum[0]!;
  if (schema.type === "integer" || schema.type === "number") return ids[name] ?? 1;
  if (schema.type === "boolean") return true;
  if (schema.type === "array") return ids[name] ? [ids[name]] : [];
  return plausible("text", name);
}

// ---- hostile values --------------------------------------------------------------------------

/** mulberry32: the same requests on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Control characters, line breaks, bidi overrides, lone surrogates. */
const CONTROL_TEXT = [
  "\u0000",
  "nul\u0000inside",
  "line\r\nSet-Cookie: fuzz=1",
  "next\u0085line",
  "\u001b[31mescape",
  "del\u007f",
  "\u0001\u0002\u0003",
  "\u202eevil\u202c.pdf",
  "\u2066isolate\u2069",
  "\ud800",
  "lone\udfff",
  "\ufeffbom\u200b",
  "\u0008\u000b\u000c",
  "መንገድ\u0000ሥራ",
];

/** Text that is odd without control characters: numbers out of range, markup, paths, blanks. */
const ODD_TEXT = [
  "",
  "   ",
  "-1",
  "0",
  "1e99",
  "99999999999999999999",
  "NaN",
  "null",
  "true",
  "[]",
  "x".repeat(5_000),
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "%00%0d%0a",
  "\u00a0",
  "😀".repeat(50),
  "2030-02-30T25:61",
];

/** Route parameters no real row has, sent as they are (already URL-encoded where needed). */
const ODD_PARAMS = [
  "-1",
  "0",
  "1e99",
  "abc",
  "99999999999999999999",
  "2147483648",
  "%00",
  "1%0D%0A",
  "%E2%80%AE1",
];

/** JSON values of the wrong type for a field. */
const WRONG_TYPES: JsonValue[] = [
  1e308,
  -1,
  [],
  {},
  null,
  true,
  ["\u0000"],
  { "\u0000": "x" },
  [[[[[["deep"]]]]]],
];

/** Odd file names for multipart bodies (raw, written into the part's header as they are). */
const FILE_NAMES = [
  "a\r\nContent-Type: text/html\r\n\r\nb.pdf",
  "nul\u0000.pdf",
  `${"long".repeat(2_000)}.pdf`,
  "\u202efdp.exe",
  "../../etc/passwd",
  "",
  'quote".pdf',
  "name\\with\\backslashes.pdf",
];

const UNKNOWN_FIELDS = ["fuzzUnknown", "__proto__", "constructor", "na\u0000me", "a[b][c]", ""];

export class HostileRequests {
  private readonly random: () => number;

  constructor(
    seed: number,
    private readonly routes: ServerBuild["routes"],
  ) {
    this.random = seededRandom(seed);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** Mostly control characters, sometimes other odd text. */
  private hostile(): string {
    return this.random() < 0.7 ? this.pick(CONTROL_TEXT) : this.pick(ODD_TEXT);
  }

  /** The body a form would send, to `path`. */
  asSent(endpoint: WriteEndpoint, path: string, base: BaseBody, kind = "as sent"): FuzzRequest {
    return { method: endpoint.method, path: `${path}${base.query}`, kind, ...encode(base) };
  }

  /** Each field the route knows, and an unknown one, made hostile in turn (JSON: mistyped too). */
  fieldRequests(endpoint: WriteEndpoint, path: string, base: BaseBody): FuzzRequest[] {
    const out: FuzzRequest[] = [];
    const names = [...base.fields, ...(base.optional ?? [])].map(([name]) => name);
    for (const name of [...names, this.pick(UNKNOWN_FIELDS)]) {
      const values: JsonValue[] = [this.hostile()];
      if (base.encoding === "json") values.push(this.pick(WRONG_TYPES));
      for (const value of values) {
        const fields = base.fields.filter(([field]) => field !== name);
        out.push(
          this.asSent(
            endpoint,
            path,
            { ...base, fields: [...fields, [name, value]] },
            `field ${JSON.stringify(name)} = ${JSON.stringify(value).slice(0, 40)}`,
          ),
        );
      }
    }
    return out;
  }

  /** Bodies of the wrong kind or none, odd file names, hostile queries. */
  oddRequests(
    endpoint: WriteEndpoint,
    path: string,
    base: BaseBody,
    queryNames: string[],
  ): FuzzRequest[] {
    const out: FuzzRequest[] = [];
    const send = (
      kind: string,
      body: Body,
      target = `${path}${base.query}`,
      how = endpoint.method,
    ) => out.push({ method: how, path: target, kind, ...body });
    const type = (contentType: string, body?: string | Uint8Array<ArrayBuffer>) => ({
      headers: { "Content-Type": contentType },
      body,
    });
    send(
      "every field hostile, hostile field names",
      encode({
        ...base,
        fields: [
          ...base.fields.map(([name]): [string, JsonValue] => [name, this.hostile()]),
          ...UNKNOWN_FIELDS.map((name): [string, JsonValue] => [`${name}${this.hostile()}`, "x"]),
        ],
      }),
    );
    send(
      "every field repeated",
      encode({
        ...base,
        fields: base.fields.flatMap((field) => [field, [field[0], this.hostile()], field]),
      }),
    );
    const limit = Math.min(bodyLimitOf(this.routes, path), 1024 * 1024) - 4 * 1024;
    const bulky = base.fields.find(([, value]) => typeof value === "string")?.[0] ?? "fuzzUnknown";
    send(
      "one huge field within the body limit",
      encode({ ...base, fields: [...base.fields, [bulky, "ሀ".repeat(limit / 9)]] }),
    );
    for (const name of queryNames.length ? queryNames : ["redirectTo"]) {
      send(
        `query ${name} hostile`,
        encode(base),
        `${path}?${name}=${encodeRaw(this.hostile())}&${name}=%ZZ`,
      );
    }
    const json = JSON.stringify(Object.fromEntries(base.fields));
    const form = urlEncoded(base.fields);
    send("empty body", type(base.encoding === "form" ? FORM : "application/json", ""));
    send("no body, no Content-Type", { headers: {} });
    send("Content-Type garbage", type("fuzz/\u0085;; charset=\u00ff; boundary=", form));
    send("form with bad %-escapes", type(FORM, "a=%zz&b=%&%E0%A4"));
    send("form of invalid UTF-8", type(FORM, new Uint8Array([0x61, 0x3d, 0xff, 0xfe, 0xc0])));
    send("multipart without boundary", type("multipart/form-data", form));
    send(
      "multipart truncated",
      type(
        `${MULTIPART}; boundary=fuzz`,
        '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
      ),
    );
    send(
      "multipart part without a name",
      type(
        `${MULTIPART}; boundary=fuzz`,
        "--fuzz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--fuzz--\r\n",
      ),
    );
    if (base.encoding === "form" || base.encoding === "multipart") {
      send("JSON body", type("application/json", json));
      send("invalid JSON", type("application/json", '{"a": "\u0000'));
      send("form as text/plain", type("text/plain", form));
    } else {
      send("form body", type(FORM, form));
      send("form body without Content-Type", { headers: {}, body: form });
      send("invalid JSON", type("application/json", '{"a": "\u0000'));
      send("JSON null", type("application/json", "null"));
      send("JSON array", type("application/json", "[1,2]"));
      send("JSON string", type("application/json", '"\\u0000"'));
      send(
        "JSON nested 5,000 deep",
        type("application/json", `${"[".repeat(5_000)}${"]".repeat(5_000)}`),
      );
      send("JSON with a BOM", type("application/json", `\ufeff${json}`));
      send("JSON in latin1", type("application/json; charset=latin1", json));
      send("JSON with duplicate keys", type("application/json", '{"name":"a","name":"\\u0000"}'));
      send("JSON as text/plain", type("text/plain", json));
    }
    const files = base.files.length ? base.files : ["file"];
    for (const fileName of base.files.length ? FILE_NAMES : FILE_NAMES.slice(0, 3)) {
      send(
        `file named ${JSON.stringify(fileName.slice(0, 30))}`,
        multipart(base.fields, files, fileName),
      );
    }
    if (endpoint.kind === "page") {
      // What React Router's own submit sends: the page's .data URL.
      send(
        "the page's .data URL",
        encode(base),
        `${path === "/" ? "/_root" : path}.data${base.query}`,
      );
      send("DELETE with the form", encode(base), `${path}${base.query}`, "DELETE");
    }
    return out;
  }

  /** The form as sent, with each route parameter in turn made odd. */
  paramRequests(
    endpoint: WriteEndpoint,
    base: BaseBody,
    realParam: (name: string) => string,
  ): FuzzRequest[] {
    const params = [...endpoint.pattern.matchAll(/:(\w+)|\*$/g)].map((match) => match[1] ?? "*");
    return params.flatMap((param) =>
      ODD_PARAMS.map((odd) =>
        this.asSent(
          endpoint,
          concretePath(endpoint.pattern, (name) => (name === param ? odd : realParam(name))),
          base,
          `:${param} = ${odd}`,
        ),
      ),
    );
  }
}

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

function encode(base: BaseBody): Body {
  if (base.encoding === "json" || base.encoding === "none") {
    return {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(Object.fromEntries(base.fields)),
    };
  }
  if (base.encoding === "multipart") return multipart(base.fields, base.files, "fuzz.pdf");
  return { headers: { "Content-Type": FORM }, body: urlEncoded(base.fields) };
}

type Body = { headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> };

/**
 * Percent-encodes as a browser would, except that a lone surrogate becomes the three bytes
 * UTF-8 would have for it, which are not UTF-8 (a browser would send U+FFFD).
 */
function encodeRaw(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && /[\udc00-\udfff]/.test(text[i + 1] ?? "");
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

const asText = (value: JsonValue) => (typeof value === "string" ? value : JSON.stringify(value));

function urlEncoded(fields: [string, JsonValue][]): string {
  return fields.map(([name, value]) => `${encodeRaw(name)}=${encodeRaw(asText(value))}`).join("&");
}

/** A multipart body written by hand, so names and file names go in exactly as given. */
function multipart(fields: [string, JsonValue][], files: string[], fileName: string): Body {
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
      ),
    );
  }
  for (const name of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
          `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%fuzz\n\r\n`,
      ),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: new Uint8Array(Buffer.concat(parts)),
  };
}
