import { z } from "~/modules/zod";
import { loginSchema } from "~/modules/auth/auth.schema";

export const apiLoginSchema = loginSchema.pick({ email: true, password: true });

/** POST /api/auth/logout?everywhere=true also ends the user's other tokens and browser sessions. */
export const apiLogoutQuerySchema = z.object({
  everywhere: z.enum(["true", "false"]).optional(),
});
