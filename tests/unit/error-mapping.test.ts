import { describe, expect, it } from "vitest";
import { AlertsQueueError } from "~/modules/alerts/alerts-queue.server";
import { SmsCodeError } from "~/modules/alerts/sms-verification.server";
import { ApiError } from "~/modules/api/api-error";
import { errorResponse } from "~/modules/api/api-http.server";
import { asDomainError } from "~/server/page-errors.server";
import { EmailTakenError } from "~/modules/auth/accounts.server";
import { InvalidCredentialsError } from "~/modules/auth/authenticator.server";
import { RateLimitedError } from "~/modules/contact/contact.server";
import {
  BlankNameError,
  type DomainError,
  DuplicateNameError,
  ForbiddenError,
  ListBusyError,
  NotFoundError,
  ServiceUnavailableError,
} from "~/modules/domain-errors";
import { outcomeOf } from "~/modules/form-outcome";
import { IdempotencyKeyError } from "~/modules/idempotency/idempotency.server";
import { idParam, parseId } from "~/modules/ids";
import { RouterContextProvider } from "react-router";
import { serverI18n } from "~/i18n/catalogues.server";
import { localeContext } from "~/server/request-context";

type PageContext = Readonly<RouterContextProvider>;

/** A page request's context as localeMiddleware leaves it. */
function pageContext(locale: "en" | "am" = "en"): PageContext {
  const context = new RouterContextProvider();
  context.set(localeContext, locale);
  return context;
}
import { UploadRejectedError } from "~/modules/tenders/document-upload.server";
import { ValidationError } from "~/modules/tenders/validation-error";
import { throwAsRouteError, withDomainErrors } from "~/server/page-errors.server";
import { RequestBodyError } from "~/server/request-body.server";

/** Every refusal class of app/, with the status it must answer. */
const REFUSALS: [DomainError, number][] = [
  [new ForbiddenError("Only a superadmin can delete tenders."), 403],
  [new NotFoundError("Category not found."), 404],
  [new DuplicateNameError("A category with this name already exists."), 409],
  [new BlankNameError("Category name is required."), 400],
  [new ListBusyError(), 503],
  [new ServiceUnavailableError(), 503],
  [new ValidationError({ tenderLanguageId: ["Unknown language"] }), 400],
  [new EmailTakenError(), 409],
  [new InvalidCredentialsError(), 401],
  [new RateLimitedError("sender"), 429],
  [new RateLimitedError("address"), 429],
  [new SmsCodeError("Too many codes this hour.", 429), 429],
  [new UploadRejectedError("The upload is too large.", 413), 413],
  [new IdempotencyKeyError("This Idempotency-Key was used with other values.", 422), 422],
  [new RequestBodyError("Send the body as application/json", 415), 415],
  [new AlertsQueueError(), 503],
  [new ApiError(405, "Use GET"), 405],
];

/** What a route threw: React Router's `data(message, { status })`. */
function thrownByPage(run: () => unknown): { data: unknown; init: { status: number } } {
  try {
    run();
  } catch (thrown) {
    return thrown as { data: unknown; init: { status: number } };
  }
  throw new Error("nothing was thrown");
}

describe("the one mapping of a DomainError", () => {
  it.each(REFUSALS.map(([error, status]) => [error.constructor.name, error, status] as const))(
    "%s answers its status and message on pages and in the API",
    async (_name, error, status) => {
      expect(error.status).toBe(status);

      const page = thrownByPage(() => throwAsRouteError(error, serverI18n("en")));
      expect(page.init.status).toBe(status);
      expect(page.data).toBe(error.message);

      const response = errorResponse(asDomainError(error)!);
      expect(response.status).toBe(status);
      const body = (await response.json()) as { message: string; errors?: unknown };
      expect(body.message).toBe(error.message);
      expect(body.errors).toEqual(error.fieldErrors);
      expect(response.headers.get("Retry-After")).toBe(status === 503 ? "60" : null);
    },
  );

  it("rethrows anything else unchanged for pages, and leaves it to the API's 500", async () => {
    const bug = new TypeError("undefined is not a function");
    expect(() => throwAsRouteError(bug, serverI18n("en"))).toThrow(bug);
    expect(asDomainError(bug)).toBeNull();
    // A status on an unknown error is not read: only a DomainError says how to answer.
    expect(asDomainError(Object.assign(new Error("teapot"), { status: 418 }))).toBeNull();

    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    const loader = withDomainErrors(async () => {
      throw redirect;
    });
    await expect(loader({ context: pageContext() })).rejects.toBe(redirect);
  });

  it("lets a loader wrapped with withDomainErrors throw its refusal as a route error", async () => {
    const loader = withDomainErrors(async ({ id }: { id: string; context: PageContext }) => {
      throw new NotFoundError(`Tender ${id} not found`);
    });
    await expect(loader({ id: "7", context: pageContext() })).rejects.toMatchObject({
      data: "Tender 7 not found",
      init: { status: 404 },
    });
    const fine = withDomainErrors(async ({ id }: { id: string; context: PageContext }) => ({ id }));
    await expect(fine({ id: "7", context: pageContext() })).resolves.toEqual({ id: "7" });
  });

  it("the API's answer for an email taken keeps its message on the email field", async () => {
    const body = await errorResponse(asDomainError(new EmailTakenError())!).text();
    expect(body).toBe(
      '{"message":"An account with this email already exists","errors":{"email":["An account with this email already exists"]}}',
    );
  });

  it("a form outcome puts the message on the field, the form, or the error's own fields", () => {
    const duplicate = new DuplicateNameError("A category with this name already exists.");
    expect(outcomeOf(duplicate, "name")).toEqual({
      status: 409,
      formErrors: [],
      fieldErrors: { name: [duplicate.message] },
    });
    expect(outcomeOf(new RateLimitedError("address"))).toEqual({
      status: 429,
      formErrors: ["Too many requests from your network. Please try again in an hour."],
      fieldErrors: {},
    });
    expect(outcomeOf(new ValidationError({ title: ["Too long"] }))).toMatchObject({
      status: 400,
      fieldErrors: { title: ["Too long"] },
    });
  });
});

describe("the one id parser", () => {
  it.each([
    ["1", 1],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["0", null],
    ["-1", null],
    ["1e3", null],
    ["abc", null],
    ["12abc", null],
    [" 3", null],
    ["", null],
    [undefined, null],
    [null, null],
  ])("parseId(%j) is %j", (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });

  it("answers an id parameter that is not an id as that thing not found (404)", () => {
    expect(idParam("42", "tender")).toBe(42);
    expect(() => idParam("abc", "category")).toThrow(new NotFoundError("Category not found"));
    const page = thrownByPage(() => {
      try {
        idParam("99999999999", "tender");
      } catch (error) {
        throwAsRouteError(error, serverI18n("en"));
      }
    });
    expect(page).toMatchObject({ data: "Tender not found", init: { status: 404 } });
  });
});
