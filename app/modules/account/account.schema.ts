import { msg } from "@lingui/core/macro";
import { sourceText } from "~/i18n/source-text";
import { localeField, registerSchema } from "~/modules/auth/auth.schema";
import { MAX_ID } from "~/modules/max-id";
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

const CHOOSE_SESSION = sourceText(msg`Choose a sign-in from the list.`);
/** The row id of one of the user's sessions: never its token or the token's hash. */
export const endSessionSchema = z.object({
  session: z.coerce
    .number({ error: CHOOSE_SESSION })
    .int(CHOOSE_SESSION)
    .positive(CHOOSE_SESSION)
    .max(MAX_ID, CHOOSE_SESSION),
});
