/** The hidden input every once-only form carries (FormTokenInput; read by onceKeyOf). */
export const FORM_TOKEN_FIELD = "formToken";
