import type { SubmissionResult } from "@conform-to/react";
import type { I18n } from "@lingui/core";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { pageI18n } from "~/i18n/page-i18n.server";
import { type DomainError } from "~/modules/domain-errors";
import { outcomeOf, replyWith } from "~/modules/form-outcome";
import { logOutageAnswer } from "./database-outage.server";
import { readFormData } from "./form-data.server";
import { parseSubmission } from "./form-submission.server";
import { asDomainError, throwAsRouteError } from "./page-errors.server";

/**
 * What every page form's action answers: Conform's reply (`result`) and, on success, whatever
 * the route adds (a notice, a preview). A refused submit carries `result` alone.
 */
type FormReply<Answer extends object = object> = {
  result: SubmissionResult<string[]>;
} & Partial<Omit<Answer, "result">>;

type Answered<Answer extends object> = ReturnType<typeof data<FormReply<Answer>>>;

interface ReplyOptions {
  /** Empties the form (a sent message): without it what was typed is shown again. */
  resetForm?: boolean;
  /** A message about the form as a whole that is no DomainError (too many attempts). */
  formErrors?: string[];
}

/** A valid submission, handed to the route's domain call. */
export interface Submitted<S extends z.ZodType> {
  value: z.output<S>;
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
  /** Fields never sent back (passwords), whatever the answer. */
  hideFields?: string[];
  /** The field a refusal is shown beside; else its own fieldErrors, else above the form. */
  fieldOf?: (error: DomainError) => string | undefined;
  /**
   * Refusals the form can show; others (an item that went away: 404) become the route's error
   * page. All by default. A lost database always keeps the form.
   */
  shows?: (error: DomainError) => boolean;
  /** The route's `bodyLimit` when it takes more than a plain form. */
  bodyLimit?: number;
}

/**
 * The one shape of a page form's action: read the form, parse it with the route's schema (a
 * refusal is a 400 that keeps what was typed), run the domain call, and answer a DomainError with
 * the form and its status. A lost database is a 503 that keeps the form too (the entry adds
 * Retry-After). Anything else is thrown to handleError: logged once, a 500 page.
 */
export async function formAction<S extends z.ZodType, Answer extends object = object>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  schema: S,
  run: (submitted: Submitted<S>) => Promise<Response | Answered<Answer>>,
  options: FormActionOptions = {},
): Promise<Response | Answered<Answer>> {
  const { request, context } = args;
  const { hideFields, fieldOf, shows } = options;
  const i18n = pageI18n(context);
  const formData = await readFormData(request, options.bodyLimit);
  const submission = parseSubmission(formData, schema, i18n);
  if (submission.status !== "success" || submission.value === undefined) {
    return data({ result: submission.reply({ hideFields }) } as FormReply<Answer>, 400);
  }
  const submitted: Submitted<S> = {
    value: submission.value as z.output<S>,
    formData,
    i18n,
    reply: (replyOptions = {}, answer, init) =>
      data(
        { ...answer, result: submission.reply({ ...replyOptions, hideFields }) } as FormReply,
        init,
      ),
  };
  try {
    return await run(submitted);
  } catch (error) {
    const refusal = asDomainError(error);
    if (!refusal) throw error;
    if (refusal !== error) logOutageAnswer(request, error);
    else if (shows && !shows(refusal)) throwAsRouteError(refusal, i18n);
    const result = replyWith(submission, outcomeOf(refusal, fieldOf?.(refusal)), hideFields);
    return data({ result } as FormReply<Answer>, refusal.status);
  }
}
