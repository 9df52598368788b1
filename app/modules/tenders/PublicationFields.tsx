import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Trans } from "@lingui/react/macro";
import type { PublicationChoice } from "./publication-state";
import { FieldError } from "~/ui/FieldError";

/** Radio buttons with their date inputs beside them, so the choice works without JavaScript. */
export function PublicationFields({
  publication,
  scheduledAt,
  publishedAt,
}: {
  publication: FieldMetadata<string>;
  scheduledAt: FieldMetadata<string>;
  /** Create only: a public tender's date never changes. */
  publishedAt?: FieldMetadata<string>;
}) {
  const chosen = (publication.value ?? publication.initialValue ?? "now") as PublicationChoice;
  const radio = (value: PublicationChoice) => ({
    type: "radio" as const,
    name: publication.name,
    value,
    defaultChecked: chosen === value,
    "aria-describedby": publication.errors?.length ? publication.errorId : undefined,
  });
  return (
    <fieldset className="publication-choices" key={publication.key}>
      <legend>
        <Trans>Publication</Trans>
      </legend>
      <div className="publication-choice">
        <label>
          <input {...radio("now")} /> <Trans>Publish now</Trans>
        </label>
        {publishedAt && (
          <div className="field">
            <label htmlFor={publishedAt.id}>
              <Trans>Published date</Trans>
            </label>
            <input
              {...getInputProps(publishedAt, {
                type: "datetime-local",
                ariaDescribedBy: "tender-published-hint",
              })}
              key={publishedAt.key}
            />
            <p className="field-hint" id="tender-published-hint">
              <Trans>The notice&apos;s own date, if earlier; leave it empty for now.</Trans>
            </p>
            <FieldError field={publishedAt} />
          </div>
        )}
      </div>
      <div className="publication-choice">
        <label>
          <input {...radio("schedule")} /> <Trans>Schedule</Trans>
        </label>
        <div className="field">
          <label htmlFor={scheduledAt.id}>
            <Trans>Publish at (East Africa Time)</Trans>
          </label>
          <input
            {...getInputProps(scheduledAt, { type: "datetime-local" })}
            key={scheduledAt.key}
          />
          <FieldError field={scheduledAt} />
        </div>
      </div>
      <div className="publication-choice">
        <label>
          <input {...radio("draft")} /> <Trans>Save as a draft</Trans>
        </label>
        <p className="field-hint">
          <Trans>
            Only you and superadmins see a draft; nobody is alerted until it is published.
          </Trans>
        </p>
      </div>
      <FieldError field={publication} />
    </fieldset>
  );
}
