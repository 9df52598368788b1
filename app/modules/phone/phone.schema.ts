import { z } from "~/modules/zod";
import { parseEthiopianMobile, PHONE_MESSAGES } from "./ethiopian-phone";

/** Conform turns an empty field into undefined, hence the "required" message on the type check. */
export const ethiopianMobilePhone = z
  .string({ error: PHONE_MESSAGES.required })
  .transform((value, ctx) => {
    const parsed = parseEthiopianMobile(value);
    if (parsed.ok) return parsed.e164;
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  });
