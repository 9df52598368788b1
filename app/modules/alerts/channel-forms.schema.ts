import { z } from "~/modules/zod";

/**
 * An Ethiopian mobile number. Like the register form's phone, only digits count (spaces, dashes,
 * + are dropped); 2519xxxxxxxx is accepted too and kept in the local 10-digit form 09xxxxxxxx.
 */
const ethiopianMobile = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const digits = value.replace(/\D/g, "");
    return /^251\d{9}$/.test(digits) ? `0${digits.slice(3)}` : digits;
  },
  z
    .string({ error: "Phone is required" })
    .min(1, "Phone is required")
    .regex(/^0[79]\d{8}$/, "Enter an Ethiopian mobile number, e.g. 0911234567"),
);

export const smsCodeRequestSchema = z.object({ phone: ethiopianMobile });

export const smsCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "The code has 6 digits"),
});
