import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";

// Lingui's native macro transform needs a platform binary that npm does not always install
// (an optional dependency); Babel works everywhere and costs a second or two per build.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

/**
 * Files whose messages are kept as English text and translated where they are shown: form
 * errors in zod schemas, domain errors, server texts (sourceText in app/i18n/source-text.ts).
 */
const KEEPS_ENGLISH =
  /\.(server|schema)\.tsx?$|[\\/]app[\\/]modules[\\/](domain-errors|ids|phone[\\/]ethiopian-phone)\.ts$/;

/**
 * Lingui's macros for Vite and Vitest. In a production build a message keeps only its id, so
 * the browser downloads each text once, in its catalogue; the files above keep their English
 * text as well.
 */
export function linguiMacroPresets() {
  const idOnly = linguiTransformerBabelPreset();
  const withEnglish = linguiTransformerBabelPreset({ descriptorFields: "message" });
  return [
    {
      ...idOnly,
      rolldown: { filter: { ...idOnly.rolldown?.filter, id: { exclude: KEEPS_ENGLISH } } },
    },
    {
      ...withEnglish,
      rolldown: { filter: { ...withEnglish.rolldown?.filter, id: { include: KEEPS_ENGLISH } } },
    },
  ];
}
