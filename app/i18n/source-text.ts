import type { MessageDescriptor } from "@lingui/core";

// English text translated where shown (translateText); write ``sourceText(msg`…`)`` so the
// extractor finds it. Whole sentences only: placeholders would stay unfilled.
export function sourceText(descriptor: MessageDescriptor): string {
  if (descriptor.message === undefined) {
    throw new Error(
      `Message ${descriptor.id} lost its English text in the build: a file keeps it when it calls sourceText (vite.config.ts)`,
    );
  }
  return descriptor.message;
}
