import { z } from "~/modules/zod";

/**
 * A button with nothing to type (delete, log out, publish): the submit is the confirmation. Still
 * parsed, so a hostile field is refused and its errors take the one path of a form.
 */
export const confirmSchema = z.object({});
