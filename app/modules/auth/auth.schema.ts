import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { z } from "~/modules/zod";
import { ethiopianMobilePhone } from "~/modules/phone/phone.schema";
import { LOCALES } from "~/i18n/locales";

const email = z
  .string({ error: sourceText(msg`Email is required`) })
  .trim()
  .toLowerCase()
  .max(254, sourceText(msg`Email is too long`))
  .pipe(z.email({ error: sourceText(msg`Enter a valid email address`) }));

const password = z
  .string({ error: sourceText(msg`Password is required`) })
  .min(8, sourceText(msg`Password must be at least 8 characters`))
  .max(128, sourceText(msg`Password must be at most 128 characters`));

export const registerSchema = z.object({
  fullname: z
    .string({ error: sourceText(msg`Full name is required`) })
    .trim()
    .min(1, sourceText(msg`Full name is required`))
    .max(120, sourceText(msg`Full name is too long`)),
  email,
  company: z
    .string()
    .trim()
    .max(160, sourceText(msg`Company name is too long`))
    .optional(),
  phone: ethiopianMobilePhone,
  password,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The interface language a user chose: their pages, mails, SMS and Telegram messages. */
export const localeField = z.enum(LOCALES, {
  error: sourceText(msg`Choose English or Amharic`),
});

/** The API's registration: a client may name the account's language (pages use their own). */
export const apiRegisterSchema = registerSchema.extend({ locale: localeField.optional() });

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: sourceText(msg`Password is required`) })
    .min(1, sourceText(msg`Password is required`))
    .max(128),
  remember: z.boolean().optional(),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email });

/** The log out buttons: `scope=everywhere` ends every session and API token too. */
export const logoutSchema = z.object({ scope: z.string().optional() });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: sourceText(msg`This reset link is invalid`) }).min(1),
    password,
    confirmPassword: z.string({ error: sourceText(msg`Repeat the new password`) }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: sourceText(msg`Passwords do not match`),
    path: ["confirmPassword"],
  });
