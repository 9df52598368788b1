import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { I18n } from "@lingui/core";
import type { z } from "zod";
import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { translateText } from "~/i18n/translate-text.server";
import { hasControlCharacter } from "~/modules/control-characters";
import { MAX_FORM_FIELDS } from "./form-data.server";

/** Conform's own fields, which it parses as JSON: an intent (validate, reset, list changes) and state. */
const CONFORM_JSON_FIELDS = ["__intent__", "__state__"];

/** What a field without a length limit (a number, a date, a choice, an id) may echo back. */
const DEFAULT_ECHO_LENGTH = 2_000;
/** Entries of a list field echoed back when the schema sets no maximum. */
const DEFAULT_ECHO_ITEMS = 1_000;

/**
 * parseWithZod for the server, with two guarantees:
 * - its reply echoes back at most what each field of `schema` may hold, and no field the schema
 *   does not have, so a refused form with a huge value answers with a page of normal size;
 * - what would make Conform throw or work without bound is dropped before it looks: a malformed
 *   intent or state (fields it reads as JSON), list indexes no form has (`name[4000000000]`
 *   would make it walk a list of four billion entries), and fields named like an object's own
 *   properties (`constructor`, `__proto__`), which its error map would take for its entries;
 * - its reply's messages (the schema's, and a domain error's passed to `reply`) are in `i18n`'s
 *   language: the page's (pageI18n), or English for the API.
 */
export function parseSubmission<S extends z.ZodType>(formData: FormData, schema: S, i18n: I18n) {
  for (const name of new Set(formData.keys())) {
    if (hasIndexBeyond(name, MAX_FORM_FIELDS) || name in Object.prototype) formData.delete(name);
  }
  const refused = withoutControlCharacters(formData);
  // Each field that held one is refused beside it, whatever else the schema says of the form.
  const checked = refused.reduce<z.ZodType>(
    (current, name) =>
      current.refine(() => false, {
        path: [name],
        message: CONTROL_CHARACTER_MESSAGE,
        when: () => true,
      }),
    schema,
  ) as S;
  let submission;
  try {
    submission = parseWithZod(formData, { schema: checked });
  } catch {
    for (const name of CONFORM_JSON_FIELDS) formData.delete(name);
    submission = parseWithZod(formData, { schema: checked });
  }
  const limits = echoLimits(schema);
  const reply = submission.reply.bind(submission);
  submission.reply = (options) => translated(boundEcho(reply(options), limits), i18n);
  return submission;
}

const CONTROL_CHARACTER_MESSAGE = sourceText(
  msg`This field may not hold control characters (such as a NUL byte).`,
);

/**
 * Removes control characters (NUL and the like: PostgreSQL cannot store NUL) from every text
 * value, so the form is shown again as typed less them; the names of the fields that held one.
 */
function withoutControlCharacters(formData: FormData): string[] {
  const names = [...new Set(formData.keys())].filter((name) =>
    formData.getAll(name).some((value) => typeof value === "string" && hasControlCharacter(value)),
  );
  for (const name of names) {
    const values = formData.getAll(name);
    formData.delete(name);
    for (const value of values) {
      formData.append(name, typeof value === "string" ? stripControlCharacters(value) : value);
    }
  }
  return names;
}

const stripControlCharacters = (text: string) => text.replace(/(?![\t\n\r])\p{Cc}/gu, "");

function translated(result: SubmissionResult<string[]>, i18n: I18n): SubmissionResult<string[]> {
  if (!result.error) return result;
  const error: Record<string, string[] | null> = {};
  for (const [name, messages] of Object.entries(result.error)) {
    error[name] = messages?.map((message) => translateText(i18n, message)) ?? null;
  }
  return { ...result, error };
}

type EchoValue = NonNullable<SubmissionResult["initialValue"]>[string];

interface EchoLimit {
  length: number;
  items: number;
}

function boundEcho(result: SubmissionResult<string[]>, limits: Map<string, EchoLimit>) {
  if (!result.initialValue) return result;
  const initialValue: Record<string, EchoValue> = {};
  for (const [name, value] of Object.entries(result.initialValue)) {
    const limit = limits.get(name);
    if (limit) initialValue[name] = clip(value, limit);
  }
  const fields = result.fields?.filter((name) => limits.has(name.split(/[.[]/)[0]!));
  return { ...result, initialValue, fields };
}

function clip(value: EchoValue, limit: EchoLimit): EchoValue {
  if (typeof value === "string") return value.slice(0, limit.length);
  if (Array.isArray(value)) return value.slice(0, limit.items).map((item) => clip(item, limit));
  // Nested objects are not part of our forms: nothing of them is echoed.
  return "";
}

/** Each top-level field of an object schema with the longest text it may hold. */
function echoLimits(schema: z.ZodType): Map<string, EchoLimit> {
  const limits = new Map<string, EchoLimit>();
  const shape = objectShape(schema);
  for (const [name, field] of Object.entries(shape ?? {})) {
    limits.set(name, {
      length: maxLength(field, "string") ?? DEFAULT_ECHO_LENGTH,
      items: maxLength(field, "array") ?? DEFAULT_ECHO_ITEMS,
    });
  }
  return limits;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      innerType?: z.ZodType;
      in?: z.ZodType;
      out?: z.ZodType;
      checks?: { _zod: { def: { check: string; maximum?: number } } }[];
    };
  };
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly"]);

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const { def } = (schema as unknown as ZodInternals)._zod;
  if (def.type === "object") return def.shape;
  if (WRAPPERS.has(def.type) && def.innerType) return objectShape(def.innerType);
  if (def.type === "pipe") return objectShape(def.in!) ?? objectShape(def.out!);
  return undefined;
}

/** The `max` of the first string (or array) schema inside `schema`'s wrappers and pipes. */
function maxLength(schema: z.ZodType, type: "string" | "array"): number | undefined {
  const { def } = (schema as unknown as ZodInternals)._zod;
  if (def.type === type) {
    const maxima = (def.checks ?? [])
      .map((check) => check._zod.def)
      .filter((check) => check.check === "max_length" && check.maximum !== undefined)
      .map((check) => check.maximum!);
    return maxima.length ? Math.min(...maxima) : undefined;
  }
  if (WRAPPERS.has(def.type) && def.innerType) return maxLength(def.innerType, type);
  if (def.type === "pipe") return maxLength(def.in!, type) ?? maxLength(def.out!, type);
  return undefined;
}

function hasIndexBeyond(name: string, max: number): boolean {
  for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) > max) return true;
  return false;
}
