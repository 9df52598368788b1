import { z } from "~/modules/zod";
import { ethiopianMobilePhone } from "~/modules/phone/phone.schema";

export const smsCodeRequestSchema = z.object({ phone: ethiopianMobilePhone });

export const smsCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "The code has 6 digits"),
});
