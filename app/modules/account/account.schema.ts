import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { localeField, registerSchema } from "~/modules/auth/auth.schema";
import { z } from "~/modules/zod";

export const profileSchema = registerSchema.pick({ fullname: true, company: true, phone: true });
export type ProfileInput = z.infer<typeof profileSchema>;

const currentPassword = z
  .string({ error: sourceText(msg`Enter your current password`) })
  .min(1, sourceText(msg`Enter your current password`))
  .max(128, sourceText(msg`Password must be at most 128 characters`));

/** A stolen session or token alone must not move the account to another mailbox. */
export const emailChangeSchema = registerSchema.pick({ email: true }).extend({ currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword: registerSchema.shape.password,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = passwordChangeSchema
  .extend({
    confirmPassword: z.string({ error: sourceText(msg`Repeat the new password`) }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: sourceText(msg`Passwords do not match`),
    path: ["confirmPassword"],
  });

export const accountDeletionSchema = z.object({ password: currentPassword });

export const apiAccountPatchSchema = profileSchema
  .partial()
  .extend({
    email: emailChangeSchema.shape.email.optional(),
    currentPassword: currentPassword.optional(),
  })
  .refine((value) => value.email === undefined || value.currentPassword !== undefined, {
    message: sourceText(msg`Enter your current password`),
    path: ["currentPassword"],
  });

/** /account's language setting. */
export const languageSchema = z.object({ locale: localeField });
