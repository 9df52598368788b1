import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";
import { ethiopianMobilePhone } from "~/modules/phone/phone.schema";

export const smsCodeRequestSchema = z.object({ phone: ethiopianMobilePhone });

export const smsCodeSchema = z.object({
  code: z
    .string({ error: sourceText(msg`Enter the 6-digit code`) })
    .trim()
    .regex(/^\d{6}$/, sourceText(msg`The code has 6 digits`)),
});
