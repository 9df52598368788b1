import { serverI18n } from "./catalogues.server";

/**
 * The English catalogue, for server text that is kept as English and translated where it is
 * shown: form errors in zod schemas and domain errors. Written as ``t(english)`…` `` so the
 * extractor finds it (lingui.config.ts); the API shows it as it is, pages through translateText.
 */
export const english = serverI18n("en");
