import type { FieldMetadata } from "@conform-to/react";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "~/ui/TextField";

/** The optional second name of a catalogue item, typed in Amharic. */
export function AmharicNameField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Name in Amharic (optional)`}
      field={field}
      autoComplete="off"
      lang="am"
      hint={t`Shown to readers of the Amharic pages. Left empty, they see the English name.`}
    />
  );
}
