import { loginSchema } from "~/modules/auth/auth.schema";

/** POST /api/auth/login: the login form's rules, without its browser-only fields. */
export const apiLoginSchema = loginSchema.pick({ email: true, password: true });
