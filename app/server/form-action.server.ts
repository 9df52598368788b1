import type { SubmissionResult } from "@conform-to/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { pageI18n } from "~/i18n/page-i18n.server";
import { type DomainError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { logOutageAnswer } from "./database-outage.server";
import { readFormData } from "./form-data.server";
import { parseSubmission } from "./form-submission.server";
import { asDomainError, refusalText, throwAsRouteError } from "./page-errors.server";

/**
 * A page with several forms names each by its submit button's `intent`: a schema for each. The
 * form sent is the intent of every answer, so the page shows the answer beside that form.
 */
type Forms = Record<string, z.ZodType>;
type FormSchema = z.ZodType | Forms;
type ValueOf<S extends FormSchema> = S extends z.ZodType
  ? z.output<S>
  : S extends Forms
    ? z.output<S[keyof S]>
    : never;

/**
 * What every page form's action answers: Conform's reply (`result`), the `intent` of a page with
 * several forms and, on success, whatever the route adds (a notice, a preview). A refused submit
 * carries `result` (and `intent`) alone.
 */
type FormReply<Answer extends object = object> = {
  result: SubmissionResult<string[]>;
  intent?: string;
} & Partial<Omit<Answer, "result" | "intent">>;

type Answered<Answer extends object> = ReturnType<typeof data<FormReply<Answer>>>;

interface ReplyOptions {
  /** Empties the form (a sent message): without it what was typed is shown again. */
  resetForm?: boolean;
  /** A message about the form as a whole that is no DomainError (too many attempts). */
  formErrors?: string[];
  /** Messages beside fields that are no DomainError (a wrong code). */
  fieldErrors?: Record<string, string[]>;
}

/** A valid submission, handed to the route's domain call. */
export interface Submitted<S extends FormSchema> {
  value: ValueOf<S>;
  /** Which of a page's forms was sent (one of the schemas' names); undefined for one form. */
  intent: S extends Forms ? keyof S & string : undefined;
  formData: FormData;
  i18n: I18n;
  /** The form's answer, with `hideFields` never echoed back. */
  reply<Answer extends object = object>(
    options?: ReplyOptions,
    answer?: Answer,
    init?: ResponseInit,
  ): Answered<Answer>;
}

export interface FormActionOptions {
  /** Fields never sent back (passwords), whatever the answer and whichever form. */
  hideFields?: string[];
  /** The field a refusal is shown beside; else its own fieldErrors, else above the form. */
  fieldOf?: (error: DomainError) => string | undefined;
  /**
   * Refusals the form can show; others (an item that went away: 404) become the route's error
   * page. All by default. A lost database always keeps the form.
   */
  shows?: (error: DomainError) => boolean;
  /**
   * A button whose route has no page to show a form on (save, publish, log out): an invalid
   * submit and every refusal, a lost database's too, are the error page (plain text there).
   */
  noForm?: boolean;
  /** The route's `bodyLimit` when it takes more than a plain form. */
  bodyLimit?: number;
  /** The form as already read: one with a file, whose file went to storage as it arrived. */
  formData?: FormData;
  /**
   * A refusal met while that form was read (a file refused as it arrived): answered before the
   * domain call, with the schema's messages beside it, so one answer says everything.
   */
  refusal?: DomainError | null;
  /** A long form's message above it on every refusal (what failed), before the refusal's own. */
  failureMessage?: string;
}

/**
 * The one shape of a page form's action: read the form, parse it with the route's schema (a
 * refusal is a 400 that keeps what was typed), run the domain call, and answer a DomainError with
 * the form and its status. A lost database is a 503 that keeps the form too (the entry adds
 * Retry-After). Anything else is thrown to handleError: logged once, a 500 page.
 */
export async function formAction<S extends FormSchema, Answer extends object = object>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  schema: S,
  run: (submitted: Submitted<S>) => Promise<Response | Answered<Answer>>,
  options: FormActionOptions = {},
): Promise<Response | Answered<Answer>> {
  const { request, context } = args;
  const { hideFields, fieldOf, shows, noForm, failureMessage } = options;
  const i18n = pageI18n(context);
  const formData = options.formData ?? (await readFormData(request, options.bodyLimit));
  const { intent, form } = chosenForm(schema, formData, i18n);
  const submission = parseSubmission(formData, form, i18n);
  const refused = (refusal: DomainError) => {
    const outcome = outcomeOf(refusal, fieldOf?.(refusal));
    const message = refusalText(refusal, i18n);
    if (failureMessage) outcome.formErrors = [i18n._(msg`${failureMessage}. ${message}`)];
    else if (outcome.formErrors.length) outcome.formErrors = [message];
    const result = replyWith(submission, outcome, hideFields);
    return data({ intent, result } as FormReply<Answer>, refusal.status);
  };
  if (options.refusal) {
    if (noForm) throwAsRouteError(options.refusal, i18n);
    return refused(options.refusal);
  }
  if (submission.status !== "success" || submission.value === undefined) {
    if (noForm) throw data(i18n._(msg`That action is not possible.`), { status: 400 });
    const formErrors = failureMessage
      ? [i18n._(msg`${failureMessage}. Please correct the fields below.`)]
      : undefined;
    return data(
      { intent, result: submission.reply({ formErrors, hideFields }) } as FormReply<Answer>,
      400,
    );
  }
  const submitted = {
    value: submission.value,
    intent,
    formData,
    i18n,
    reply: (replyOptions = {}, answer, init) =>
      data({ ...answer, intent, result: submission.reply({ ...replyOptions, hideFields }) }, init),
  } as Submitted<S>;
  try {
    return await run(submitted);
  } catch (error) {
    const refusal = asDomainError(error);
    if (!refusal) throw error;
    if (refusal !== error) logOutageAnswer(request, error);
    if (noForm || (refusal === error && shows && !shows(refusal))) {
      throwAsRouteError(refusal, i18n);
    }
    return refused(refusal);
  }
}

/** The schema of the form sent; a page with several forms refuses an intent it does not have. */
function chosenForm(schema: FormSchema, formData: FormData, i18n: I18n) {
  if ("_zod" in schema) return { intent: undefined, form: schema as z.ZodType };
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(schema, intent)) {
    throw data(i18n._(msg`That action is not possible.`), { status: 400 });
  }
  return { intent, form: schema[intent]! };
}
