import { FORM_TOKEN_FIELD } from "~/modules/idempotency/form-token";

/** A double click or retried post of this rendering is written once (newFormToken); no JS needed. */
export function FormTokenInput({ token }: { token: string }) {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}
