import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";

// Lingui's native macro transform needs a platform binary that npm does not always install
// (an optional dependency); Babel works everywhere and costs a second or two per build.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

/**
 * Files whose messages are kept as English text and translated where they are shown: form
 * errors in zod schemas, domain errors, server texts (sourceText in app/i18n/source-text.ts).
 */
const KEEPS_ENGLISH = /\bsourceText\(/;

/**
 * Lingui's macros for Vite and Vitest. In a production build a message keeps only its id, so
 * the browser downloads each text once, in its catalogue; a file that calls sourceText keeps
 * its messages' English as well.
 */
export function linguiMacroPresets() {
  const idOnly = linguiTransformerBabelPreset();
  const withEnglish = linguiTransformerBabelPreset({ descriptorFields: "message" });
  const hasMacros = idOnly.rolldown?.filter?.code;
  return [
    { ...idOnly, rolldown: { filter: { code: { include: hasMacros, exclude: KEEPS_ENGLISH } } } },
    { ...withEnglish, rolldown: { filter: { code: { include: KEEPS_ENGLISH } } } },
  ];
}
