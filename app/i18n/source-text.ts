import type { MessageDescriptor } from "@lingui/core";

/**
 * The English text of a message, for text that travels as English and is translated where it
 * is shown (translateText): form errors in zod schemas (zod takes strings) and domain errors.
 * Written as ``sourceText(msg`…`)`` so the extractor finds it. Only files that keep their
 * messages' English in the build may use it (lingui-macro-presets.ts).
 */
export function sourceText(descriptor: MessageDescriptor): string {
  if (descriptor.message === undefined) {
    throw new Error(
      `Message ${descriptor.id} lost its English text in the build: only the files KEEPS_ENGLISH in lingui-macro-presets.ts names keep it`,
    );
  }
  return descriptor.message;
}
