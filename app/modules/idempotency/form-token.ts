export const FORM_TOKEN_FIELD = "formToken";
