// Every write the app serves (each route whose module exports an action, each API method that
// writes), called as a visitor, a user, an admin and a superadmin with hostile input from a fixed
// seed: control characters in every field the route knows and in unknown ones, bodies of the
// wrong kind, odd multipart file names, odd route parameters. Not one answer may be a 5xx but
// the allowances named below, which a test process cannot avoid.
import path from "node:path";
import { createCookie, type ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { alertProfileSchema } from "~/modules/alerts/alert-profile.schema";
import { createProfile } from "~/modules/alerts/alert-profiles.server";
import { issueApiToken } from "~/modules/api/api-auth.server";
import { registerUser } from "~/modules/auth/accounts.server";
import { Session } from "~/modules/auth/session.entity";
import type { Role } from "~/modules/auth/user.entity";
import { config } from "~/server/config.server";
import { hashToken, newToken } from "~/server/tokens.server";
import { importServerBuild } from "../../server/server-build";
import { setupTestDatabase } from "./database";
import { startServer, uniqueEmail, type RunningServer } from "./http-server";
import {
  apiBases,
  concretePath,
  endpointFor,
  HostileRequests,
  pagePatterns,
  postForms,
  writeEndpoints,
  type BaseBody,
  type FuzzRequest,
  type WriteEndpoint,
} from "./write-fuzz";

const SEED = 41;
/** Requests in flight at once: enough to keep two cores busy, few enough to stay orderly. */
const PARALLEL = 4;
const PASSWORD = "write-fuzz-pass";

/**
 * The only answers of 500 and above allowed, each for what this process cannot do: there is no
 * pg-boss queue here (no worker is started), so "send digest now" says to start the worker.
 */
const ALLOWED = [
  {
    // Any method that reaches the action (a DELETE does too).
    methods: ["POST", "DELETE"],
    pattern: "/admin/alerts",
    status: 503,
    roles: ["admin", "superadmin"],
    why: "the alerts queue is not running in the test process",
  },
];

const db = setupTestDatabase();
let server: RunningServer;
let build: ServerBuild;

type CallerRole = Role | "visitor";
interface Caller {
  role: CallerRole;
  cookie?: string;
  token?: string;
  userId?: number;
}
const callers: Caller[] = [];
/** Rows the routes' parameters name, so a write reaches past its lookup. */
const fixture = { category: 0, subcategory: 0, source: 0, language: 0, region: 0, tender: 0 };
let alertId = 0;
let bystanderId = 0;

async function signedIn(role: Role): Promise<Caller> {
  const em = db.em();
  const user = await registerUser(
    em,
    {
      fullname: `Fuzz ${role}`,
      email: uniqueEmail(`fuzz-${role}`),
      phone: "0911000000",
      password: PASSWORD,
    },
    role,
  );
  // A browser session as login makes one, without the login form's throttle in the way.
  const token = newToken();
  em.create(Session, {
    tokenHash: hashToken(token),
    kind: "web",
    user: user.id,
    data: { userId: user.id, remember: false },
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await em.flush();
  const cookie = (
    await createCookie("__session", { secrets: [config().sessionSecret] }).serialize(token)
  ).split(";")[0]!;
  return { role, cookie, token: await issueApiToken(db.em(), user), userId: user.id };
}

async function call(caller: Caller, request: FuzzRequest) {
  // Uncompressed: gzip would be a good part of the run's time, for nothing.
  const headers: Record<string, string> = { "Accept-Encoding": "identity", ...request.headers };
  if (caller.token && request.path.startsWith("/api/"))
    headers.Authorization = `Bearer ${caller.token}`;
  else if (caller.cookie) headers.Cookie = caller.cookie;
  try {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, text, location: response.headers.get("Location") };
  } catch (error) {
    return { status: 0, text: `no answer: ${(error as Error).message}`, location: null };
  }
}

async function apiJson(caller: Caller, method: string, url: string, body: BodyInit, json = true) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${caller.token}`,
      ...(json ? { "Content-Type": "application/json" } : {}),
    },
    body,
  });
  const answer = (await response.json()) as { id: number };
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.id;
}

beforeAll(async () => {
  server = await startServer(false);
  build = await importServerBuild(path.resolve(process.env.BUILD_DIR ?? "build"));
  callers.push({ role: "visitor" });
  for (const role of ["user", "admin", "superadmin"] as const) callers.push(await signedIn(role));
  const boss = callers[3]!;
  const name = (label: string) => JSON.stringify({ name: `Fuzz ${label}` });
  fixture.category = await apiJson(boss, "POST", "/api/categories", name("category"));
  fixture.subcategory = await apiJson(
    boss,
    "POST",
    `/api/categories/${fixture.category}/subcategories`,
    name("subcategory"),
  );
  for (const kind of ["sources", "languages", "regions"] as const) {
    fixture[kind.slice(0, -1) as "source"] = await apiJson(
      boss,
      "POST",
      `/api/tenders/metadata/${kind}`,
      name(kind),
    );
  }
  const tender = new FormData();
  for (const [field, value] of Object.entries({
    title: "Fuzz tender: road works",
    closingDate: "2030-01-15T10:00",
    tenderLanguageId: fixture.language,
    tenderSourceId: fixture.source,
    tenderRegionId: fixture.region,
    categories: fixture.category,
  })) {
    tender.append(field, String(value));
  }
  fixture.tender = await apiJson(boss, "POST", "/api/tenders", tender, false);
  ({ id: alertId } = await createProfile(
    db.em(),
    callers[1]!.userId!,
    alertProfileSchema.parse({ name: "Fuzz alert", channels: ["email"], frequency: "daily" }),
  ));
  bystanderId = (
    await registerUser(db.em(), {
      fullname: "Fuzz bystander",
      email: uniqueEmail("fuzz-bystander"),
      phone: "0911000000",
      password: PASSWORD,
    })
  ).id;
}, 120_000);

afterAll(() => server?.stop());

/** The real row a route's parameter names, so the write gets past its lookup. */
function realParam(pattern: string, name: string): string {
  const named: Record<string, string> = {
    kind: "sources",
    slug: "about",
    change: "deactivate",
    file: "saved.ics",
    categoryId: String(fixture.category),
    tenderId: String(fixture.tender),
    documentId: "1",
    "*": "documents/1/fuzz.pdf",
  };
  if (named[name]) return named[name];
  const byPath: [RegExp, number][] = [
    [/subcategories/, fixture.subcategory],
    [/metadata/, fixture.source],
    [/categories/, fixture.category],
    [/tenders/, fixture.tender],
    [/alerts/, alertId],
    [/users/, bystanderId],
  ];
  return String(byPath.find(([pattern_]) => pattern_.test(pattern))?.[1] ?? 1);
}

/** The forms of every page as each caller sees them, by the write endpoint they post to. */
async function servedForms(endpoints: WriteEndpoint[]): Promise<Map<string, BaseBody[]>> {
  const found = new Map<string, Map<string, BaseBody>>();
  for (const pattern of pagePatterns(build)) {
    const page = concretePath(pattern, (name) => realParam(pattern, name));
    for (const caller of callers) {
      const { status, text } = await call(caller, {
        method: "GET",
        path: page,
        kind: "",
        headers: {},
      });
      if (status !== 200) continue;
      for (const { action, body } of postForms(text, page)) {
        const endpoint = endpointFor(endpoints, action);
        if (!endpoint) continue;
        const signature = JSON.stringify([
          body.encoding,
          body.fields.map(([name]) => name).sort(),
          body.fields.at(-1),
        ]);
        const bodies = found.get(endpoint) ?? new Map<string, BaseBody>();
        if (bodies.size < 4) bodies.set(signature, body);
        found.set(endpoint, bodies);
      }
    }
  }
  return new Map([...found].map(([endpoint, bodies]) => [endpoint, [...bodies.values()]]));
}

/** A caller whose session or token a write ended (logout, account deletion) gets new ones. */
async function keepSignedIn(index: number) {
  const caller = callers[index]!;
  if (caller.role === "visitor") return;
  const page = await call(caller, { method: "GET", path: "/account", kind: "", headers: {} });
  const api = await call(caller, { method: "GET", path: "/api/account", kind: "", headers: {} });
  if (page.status !== 200 || api.status !== 200) callers[index] = await signedIn(caller.role);
}

/** Writes that may end a caller's session or token, or the caller's account. */
const SIGNS_OUT = /logout|delete|end-others|password|account|users|^DELETE/;

type Answer = Awaited<ReturnType<typeof call>>;

/** Turned away before the body is read: sent to sign in, or refused as unauthorised. */
const refused = ({ status, location }: Answer) =>
  status === 401 || status === 403 || (status === 302 && !!location?.startsWith("/login"));

async function inParallel<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!);
      }
    }),
  );
  return results;
}

it("answers no write with a 5xx, whatever the input and whoever sends it", async () => {
  const started = performance.now();
  const endpoints = writeEndpoints(build);
  const pages = endpoints.filter((endpoint) => endpoint.kind === "page").length;
  console.info(
    `write fuzz: ${endpoints.length} write endpoints (${pages} page actions, ${endpoints.length - pages} API writes), ${callers.length} roles`,
  );
  expect(pages).toBeGreaterThan(30);
  expect(endpoints.length - pages).toBeGreaterThan(20);
  const forms = await servedForms(endpoints);
  const ids = {
    tenderLanguageId: fixture.language,
    tenderSourceId: fixture.source,
    tenderRegionId: fixture.region,
    categories: fixture.category,
    subcategories: fixture.subcategory,
    mergeInto: fixture.source,
  };
  const hostile = new HostileRequests(SEED, build.routes);
  const offenders: string[] = [];
  let sent = 0;
  for (const endpoint of endpoints) {
    const { body: apiBody, queryNames } = apiBases(endpoint, ids);
    const noForm: BaseBody = { encoding: "form", fields: [], files: [], query: "" };
    const bases = endpoint.kind === "api" ? [apiBody] : (forms.get(endpoint.pattern) ?? [noForm]);
    const param = (name: string) => realParam(endpoint.pattern, name);
    const path = concretePath(endpoint.pattern, param);
    const batches = new Map<number, FuzzRequest[]>();
    const sendAll = async () => {
      const jobs = [...batches].flatMap(([index, requests]) =>
        requests.map((request) => ({ index, request })),
      );
      batches.clear();
      const answers = await inParallel(jobs, ({ index, request }) =>
        call(callers[index]!, request),
      );
      sent += jobs.length;
      answers.forEach((answer, at) => {
        const { index, request } = jobs[at]!;
        const { role } = callers[index]!;
        if (answer.status >= 200 && answer.status < 500) return;
        const allowed = ALLOWED.some(
          (allowance) =>
            allowance.methods.includes(request.method) &&
            allowance.pattern === endpoint.pattern &&
            allowance.status === answer.status &&
            allowance.roles.includes(role),
        );
        if (allowed) return;
        offenders.push(
          `${answer.status} ${request.method} ${request.path.slice(0, 80)} as ${role}, ${request.kind}: ${answer.text.replace(/\s+/g, " ").slice(0, 160)}`,
        );
      });
      return answers;
    };
    // Who gets past the route's guard: they get every request; the others a sample.
    for (const [index] of callers.entries()) {
      batches.set(index, [hostile.asSent(endpoint, path, bases[0]!)]);
    }
    const probes = await sendAll();
    let through = callers.map((_, index) => index).filter((index) => !refused(probes[index]!));
    const turnedAway = callers.map((_, index) => index).filter((index) => !through.includes(index));
    // A login or a token check refuses everyone alike: then all are through.
    if (!through.length) through = turnedAway.splice(0);
    const shared = bases.flatMap((base) => hostile.oddRequests(endpoint, path, base, queryNames));
    shared.push(...hostile.paramRequests(endpoint, bases[0]!, param));
    for (const index of through) {
      batches.set(
        index,
        bases.flatMap((base) => hostile.fieldRequests(endpoint, path, base)),
      );
    }
    shared.forEach((request, at) => batches.get(through[at % through.length]!)!.push(request));
    for (const index of turnedAway) {
      batches.set(index, [hostile.pick(shared), hostile.pick(shared), hostile.pick(shared)]);
    }
    await sendAll();
    if (SIGNS_OUT.test(`${endpoint.method} ${endpoint.pattern}`)) {
      for (const index of callers.keys()) await keepSignedIn(index);
    }
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.info(`write fuzz: ${sent} requests in ${seconds} s, ${offenders.length} answers of 5xx`);
  expect(offenders, offenders.join("\n")).toEqual([]);
}, 900_000);
