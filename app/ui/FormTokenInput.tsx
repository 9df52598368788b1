import { FORM_TOKEN_FIELD } from "~/modules/idempotency/form-token";

/**
 * The form's one-time token, from its loader (newFormToken): a double click or a retried post
 * of this rendering is written once and answered like the first. Plain HTML, so it works
 * without JavaScript.
 */
export function FormTokenInput({ token }: { token: string }) {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}
