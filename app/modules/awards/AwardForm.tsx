import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import { DOCUMENT_ACCEPT } from "~/modules/tenders/document-rules";
import { formatAmount, formatDay } from "~/modules/tenders/format";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { FieldError } from "~/ui/FieldError";
import { FormTokenInput } from "~/ui/FormTokenInput";
import { FormErrors } from "~/ui/TextField";
import { useBrowserValidation } from "~/ui/useBrowserValidation";
import { DEFAULT_CURRENCY, OUTCOME_FORMS } from "./award.schema";
import type { AwardView } from "./outcome-types";

/** What the award form's inputs hold: browsers send strings. */
type AwardFormShape = {
  supplier: string;
  lot: string;
  amount: string;
  currency: string;
  awardedOn: string;
  note: string;
  noticeDocumentId: string;
};

function Field({
  field,
  label,
  hint,
  children,
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      {hint && (
        <p className="field-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError field={field} />
    </div>
  );
}

/**
 * Records an award, or changes `editing`. Multipart, so an award notice can come with it; it
 * works without JavaScript. A lot already awarded (`taken`) is shown with a button that
 * replaces its award with the one typed.
 */
export function AwardForm({
  tenderId,
  documents,
  editing,
  nextLot,
  formToken,
  lastResult,
  taken,
}: {
  tenderId: number;
  documents: { id: number; fileName: string }[];
  editing: AwardView | null;
  nextLot: number;
  formToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The award of the lot the last submit named, when that lot was taken. */
  taken: AwardView | null;
}) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const action = `/admin/tenders/${tenderId}/outcome${editing ? `?edit=${editing.id}` : ""}`;
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "award";
  const [form, fields] = useForm<AwardFormShape>({
    id: editing ? `award-${editing.id}` : "award",
    lastResult,
    defaultValue: editing
      ? {
          supplier: editing.supplier.name,
          lot: String(editing.lot),
          amount: editing.amount,
          currency: editing.currency,
          awardedOn: editing.awardedOn,
          note: editing.note ?? "",
          noticeDocumentId: editing.noticeDocument ? String(editing.noticeDocument.id) : "",
        }
      : { lot: String(nextLot), currency: DEFAULT_CURRENCY },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useBrowserValidation(
      ({ formData }: { formData: FormData }) =>
        parseWithZod(formData, {
          schema: OUTCOME_FORMS.award,
        }) as unknown as Submission<AwardFormShape>,
    ),
  });
  const lot = taken?.lot;
  const editedLot = editing?.lot;
  return (
    <section className="award-form" aria-labelledby="award-form-title" id="award-form">
      <h2 id="award-form-title">
        {editing ? <Trans>Change the award of lot {editedLot}</Trans> : <Trans>Add an award</Trans>}
      </h2>
      <Form method="post" encType="multipart/form-data" action={action} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="award" />
        {editing ? (
          <input type="hidden" name="awardId" value={editing.id} />
        ) : (
          <FormTokenInput token={formToken} />
        )}
        {taken && !editing && (
          <section className="duplicate-warning" role="alert" aria-labelledby="lot-taken-title">
            <h3 id="lot-taken-title">
              <Trans>Lot {lot} is already awarded: nothing was saved</Trans>
            </h3>
            <p>
              {taken.supplier.name} · {formatAmount(taken.amount, taken.currency, locale)} ·{" "}
              {formatDay(taken.awardedOn, locale)}
            </p>
            <p>
              <Trans>
                A lot is awarded once. If the notice you typed corrects that award, replace it;
                otherwise change the lot. A notice file you chose is not saved yet: choose it again.
              </Trans>
            </p>
            <button type="submit" name="replaceExisting" value="true" className="button">
              <Trans>Replace the award of lot {lot}</Trans>
            </button>
          </section>
        )}
        <Field field={fields.supplier} label={t`Supplier`}>
          <input
            {...getInputProps(fields.supplier, { type: "text" })}
            key={fields.supplier.key}
            maxLength={200}
            autoComplete="off"
          />
        </Field>
        <div className="field-row">
          <Field field={fields.lot} label={t`Lot`}>
            <input
              {...getInputProps(fields.lot, { type: "number" })}
              key={fields.lot.key}
              min={1}
              step={1}
            />
          </Field>
          <Field field={fields.amount} label={t`Amount`}>
            <input
              {...getInputProps(fields.amount, { type: "text" })}
              key={fields.amount.key}
              inputMode="decimal"
              autoComplete="off"
            />
          </Field>
          <Field field={fields.currency} label={t`Currency`}>
            <input
              {...getInputProps(fields.currency, { type: "text" })}
              key={fields.currency.key}
              maxLength={3}
              autoCapitalize="characters"
            />
          </Field>
          <Field field={fields.awardedOn} label={t`Award date`}>
            <input
              {...getInputProps(fields.awardedOn, { type: "date" })}
              key={fields.awardedOn.key}
            />
          </Field>
        </div>
        <Field field={fields.note} label={t`Note (optional)`}>
          <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={2} />
        </Field>
        <Field field={fields.noticeDocumentId} label={t`Award notice`}>
          <select {...getSelectProps(fields.noticeDocumentId)} key={fields.noticeDocumentId.key}>
            <option value="">{t`None, or the file chosen below`}</option>
            {documents.map((document) => (
              <option key={document.id} value={document.id}>
                {document.fileName}
              </option>
            ))}
          </select>
        </Field>
        <div className="field">
          <label htmlFor="award-notice-file">
            <Trans>Upload the award notice</Trans>
          </label>
          {/* Last in the form: browsers send parts in order, so every text field arrives first. */}
          <input
            id="award-notice-file"
            type="file"
            name="documentPath"
            accept={DOCUMENT_ACCEPT}
            aria-describedby="award-notice-file-hint"
          />
          <p className="field-hint" id="award-notice-file-hint">
            <Trans>
              PDF, Word (.docx) or Excel (.xlsx), up to 20 MB. It becomes one of the tender's
              documents.
            </Trans>
          </p>
          <FieldError
            field={{ errors: documentErrors(lastResult), errorId: "award-notice-file-error" }}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t`Saving...` : editing ? t`Save award` : t`Record award`}
          </button>
          {editing && (
            <Link to={`/admin/tenders/${tenderId}/outcome`} className="button button-ghost">
              <Trans>Cancel</Trans>
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

/** The notice file's refusal: not a field of the schema, so Conform has no metadata for it. */
function documentErrors(result: SubmissionResult<string[]> | undefined): string[] | undefined {
  return result?.error?.documentPath ?? undefined;
}
