import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { registerSchema } from "~/modules/auth/auth.schema";
import { z } from "~/modules/zod";

// The account page's forms and the /api/account calls parse with these: the registration
// rules for what registration asked (name, company, phone, e-mail, password).

/** Name, company and phone; an empty company clears it. */
export const profileSchema = registerSchema.pick({ fullname: true, company: true, phone: true });
export type ProfileInput = z.infer<typeof profileSchema>;

const currentPassword = z
  .string({ error: sourceText(msg`Enter your current password`) })
  .min(1, sourceText(msg`Enter your current password`))
  .max(128, sourceText(msg`Password must be at most 128 characters`));

/**
 * A new e-mail address, with the current password: a stolen session or token alone must not be
 * able to move the account to another mailbox.
 */
export const emailChangeSchema = registerSchema.pick({ email: true }).extend({ currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** POST /api/account/password. */
export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword: registerSchema.shape.password,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The page's form also asks for the new password twice. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({
    confirmPassword: z.string({ error: sourceText(msg`Repeat the new password`) }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: sourceText(msg`Passwords do not match`),
    path: ["confirmPassword"],
  });

/** Deleting the account: the password confirms it. */
export const accountDeletionSchema = z.object({ password: currentPassword });

/**
 * PATCH /api/account: any of the details; `email` starts a change confirmed by mail and needs
 * `currentPassword`.
 */
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
