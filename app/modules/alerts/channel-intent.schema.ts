import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";

/** The button a channel page's form was posted with; an unknown intent is a 400, not a 500. */
export function intentSchema<const T extends readonly [string, ...string[]]>(intents: T) {
  return z.object({ intent: z.enum(intents, { error: sourceText(msg`Unknown action`) }) });
}
