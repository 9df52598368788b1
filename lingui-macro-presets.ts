import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { englishMessages } from "./english-messages-babel.ts";

// Lingui's native macro transform needs a platform binary that npm does not always install
// (an optional dependency); Babel works everywhere and costs a second or two per build.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

/**
 * Files whose messages are kept as English text and translated where they are shown: form
 * errors in zod schemas, domain errors, server texts (sourceText in app/i18n/source-text.ts).
 */
const KEEPS_ENGLISH = /\bsourceText\(/;

type Environment = { name: string };

/**
 * Lingui's macros for Vite and Vitest. On the server, and in a browser build in another
 * language than English, a message keeps only its id and its text comes from the catalogue; a
 * file that calls sourceText keeps its messages' English as well. With `englishBrowser` (the
 * English browser build, docs/decisions/012-interface-languages.md) the browser's messages keep
 * their English, compiled in place (english-messages-babel.ts), and no catalogue is loaded.
 */
export function linguiMacroPresets({ englishBrowser = false } = {}) {
  const idOnly = linguiTransformerBabelPreset();
  const withEnglish = linguiTransformerBabelPreset({ descriptorFields: "message" });
  const hasMacros = idOnly.rolldown?.filter?.code;
  const inEnglishBrowser = (environment: Environment) =>
    englishBrowser && environment.name === "client";
  const elsewhere = (environment: Environment) => !inEnglishBrowser(environment);
  return [
    {
      ...idOnly,
      rolldown: {
        filter: { code: { include: hasMacros, exclude: KEEPS_ENGLISH } },
        applyToEnvironmentHook: elsewhere,
      },
    },
    {
      ...withEnglish,
      rolldown: { filter: { code: { include: KEEPS_ENGLISH } }, applyToEnvironmentHook: elsewhere },
    },
    {
      preset: { presets: [withEnglish.preset], plugins: [englishMessages] },
      rolldown: {
        filter: { code: { include: hasMacros } },
        applyToEnvironmentHook: inEnglishBrowser,
      },
    },
  ];
}
