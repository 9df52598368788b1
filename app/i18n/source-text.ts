import type { MessageDescriptor } from "@lingui/core";

/**
 * The English text of a message, for text that travels as English and is translated where it
 * is shown (translateText): form errors in zod schemas (zod takes strings) and domain errors.
 * Written as ``sourceText(msg`…`)`` so the extractor finds it; a file that calls it keeps its
 * messages' English in the build (linguiMacros in vite.config.ts). Whole sentences only: a message with
 * placeholders would come back with them unfilled.
 */
export function sourceText(descriptor: MessageDescriptor): string {
  if (descriptor.message === undefined) {
    throw new Error(
      `Message ${descriptor.id} lost its English text in the build: a file keeps it when it calls sourceText (vite.config.ts)`,
    );
  }
  return descriptor.message;
}
