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
import { Form, useNavigation } from "react-router";
import { z } from "~/modules/zod";
import { FormTokenInput } from "~/ui/FormTokenInput";
import { FormErrors } from "~/ui/TextField";
import type { TenderFormOptions } from "./admin-tenders.server";
import { CategoryFields } from "./CategoryFields";
import type { DuplicateCandidate } from "./duplicate-tenders.server";
import { DuplicateWarning } from "./DuplicateWarning";
import { checkChosenFiles, DOCUMENT_ACCEPT, MAX_DOCUMENTS_PER_TENDER } from "./document-rules";
import { PublicationFields } from "./PublicationFields";
import { RichTextField } from "./RichTextField";
import { tenderSchema } from "./tender.schema";
import { useBrowserValidation } from "~/ui/useBrowserValidation";
import { FieldError } from "~/ui/FieldError";
import { CatalogOptions } from "~/modules/catalog/LocalName";
import type { Option } from "./tender-types";

/** What the form's inputs hold (browsers send strings; the schema turns them into values). */
type TenderFormShape = {
  title: string;
  snippet: string;
  organisation: string;
  description: string;
  closingDate: string;
  openingDate: string;
  publishedAt: string;
  publication: string;
  scheduledAt: string;
  categories: string[];
  subcategories: string[];
  tenderLanguageId: string;
  tenderSourceId: string;
  tenderRegionId: string;
  documentPrice: string;
  bidBond: string;
  removeDocuments: string[];
  documentPath: File[];
};

export interface ExistingDocument {
  id: number;
  fileName: string;
  size: number;
}

/**
 * In the browser the chosen files are checked too (type by name, size, count) so a long upload
 * does not start only to be refused; the server still checks names and content.
 */
function browserSchema(keptDocuments: number) {
  return tenderSchema.extend({
    documentPath: z
      .array(z.file())
      .default([])
      .superRefine((files, ctx) => {
        const problem = checkChosenFiles(files, keptDocuments);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  });
}

/* eslint-disable lingui/no-unlocalized-strings -- units read the same in both languages */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The create and edit tender form; posts natively (multipart) and works without JavaScript. */
export function TenderForm({
  mode,
  action,
  options,
  formToken,
  lastResult,
  defaultValue,
  documents = [],
  duplicates,
  published = true,
}: {
  mode: "create" | "edit";
  action: string;
  options: TenderFormOptions;
  formToken: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Omit<TenderFormShape, "documentPath">>;
  documents?: ExistingDocument[];
  /** The tenders the last submit looked like (nothing was saved): shown with 'Save anyway'. */
  duplicates?: DuplicateCandidate[] | null;
  /** Edit: whether the tender is public already (its publication can no longer change). */
  published?: boolean;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const [form, fields] = useForm<TenderFormShape>({
    id: `tender-${mode}`,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: useBrowserValidation(
      ({ formData }: { formData: FormData }) =>
        // Conform types fields by the schema's input; the form itself holds strings.
        parseWithZod(formData, {
          schema: browserSchema(documents.length - formData.getAll("removeDocuments").length),
        }) as unknown as Submission<TenderFormShape>,
    ),
  });
  const idle = mode === "create" ? t`Submit Tender` : t`Save Changes`;
  const pending = mode === "create" ? t`Submitting...` : t`Saving...`;
  const select = (
    field: FieldMetadata<string>,
    label: string,
    placeholder: string,
    items: Option[],
  ) => (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field)} key={field.key}>
        <option value="">{placeholder}</option>
        <CatalogOptions items={items} />
      </select>
      <FieldError field={field} />
    </div>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={action}
      className="tender-form"
      {...getFormProps(form)}
    >
      <FormErrors errors={form.errors} id={form.errorId} />
      {duplicates && duplicates.length > 0 && <DuplicateWarning candidates={duplicates} />}
      <FormTokenInput token={formToken} />
      <div className="field">
        <label htmlFor={fields.title.id}>
          <Trans>Title</Trans>
        </label>
        <input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} />
        <FieldError field={fields.title} />
      </div>
      <div className="field">
        <label htmlFor={fields.organisation.id}>
          <Trans>Issuing organisation (optional)</Trans>
        </label>
        <input
          {...getInputProps(fields.organisation, { type: "text" })}
          key={fields.organisation.key}
          maxLength={200}
        />
        <FieldError field={fields.organisation} />
      </div>
      <div className="field">
        <label htmlFor={fields.snippet.id}>
          <Trans>Snippet</Trans>
        </label>
        <textarea {...getTextareaProps(fields.snippet)} key={fields.snippet.key} rows={3} />
        <FieldError field={fields.snippet} />
      </div>
      <RichTextField
        key={fields.description.key}
        name={fields.description.name}
        id={fields.description.id}
        label={t`Description`}
        defaultValue={String(fields.description.initialValue ?? "")}
        errors={fields.description.errors}
        errorId={fields.description.errorId}
      />
      <div className="field-row">
        {(
          [
            [fields.closingDate, t`Closing date`],
            [fields.openingDate, t`Opening date`],
          ] as const
        ).map(([field, label]) => (
          <div className="field" key={field.name}>
            <label htmlFor={field.id}>{label}</label>
            <input
              {...getInputProps(field, {
                type: "datetime-local",
                ariaDescribedBy: "tender-time-zone",
              })}
              key={field.key}
            />
            <FieldError field={field} />
          </div>
        ))}
      </div>
      <p className="field-hint" id="tender-time-zone">
        <Trans>Dates and times are in East Africa Time (Addis Ababa).</Trans>
      </p>
      {(mode === "create" || !published) && (
        <PublicationFields
          publication={fields.publication}
          scheduledAt={fields.scheduledAt}
          publishedAt={mode === "create" ? fields.publishedAt : undefined}
        />
      )}
      <CategoryFields
        key={`${fields.categories.key}-${fields.subcategories.key}`}
        categories={options.categories}
        defaultCategories={fields.categories.initialValue}
        defaultSubcategories={fields.subcategories.initialValue}
        errors={{
          categories: fields.categories.errors,
          subcategories: fields.subcategories.errors,
        }}
      />
      <div className="field-row">
        {select(fields.tenderLanguageId, t`Language`, t`Select language...`, options.languages)}
        {select(fields.tenderSourceId, t`Source`, t`Select source...`, options.sources)}
        {select(fields.tenderRegionId, t`Region`, t`Select region...`, options.regions)}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={fields.documentPrice.id}>
            <Trans>Bid document price (birr)</Trans>
          </label>
          <input
            {...getInputProps(fields.documentPrice, { type: "number" })}
            key={fields.documentPrice.key}
            min={0}
            step="0.01"
            inputMode="decimal"
          />
          <FieldError field={fields.documentPrice} />
        </div>
        <div className="field">
          <label htmlFor={fields.bidBond.id}>
            <Trans>Bid bond (%)</Trans>
          </label>
          <input
            {...getInputProps(fields.bidBond, { type: "number" })}
            key={fields.bidBond.key}
            min={0}
            max={100}
            step="0.01"
            inputMode="decimal"
          />
          <FieldError field={fields.bidBond} />
        </div>
      </div>
      {documents.length > 0 && (
        <fieldset className="tender-form-documents">
          <legend>
            <Trans>Documents</Trans>
          </legend>
          <ul>
            {documents.map(({ id, fileName, size }) => (
              <li key={id}>
                <span>
                  {fileName} <small>({formatSize(size)})</small>
                </span>
                <label className="field-inline">
                  <input type="checkbox" name="removeDocuments" value={id} />
                  <Trans>
                    Remove<span className="visually-hidden"> {fileName}</span>
                  </Trans>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="tender-documents">
          {mode === "create" ? t`Documents` : t`Add documents`}
        </label>
        {/* Last in the form: browsers send parts in order, so every text field arrives first. */}
        <input
          id="tender-documents"
          type="file"
          name="documentPath"
          multiple
          accept={DOCUMENT_ACCEPT}
          aria-describedby="tender-documents-hint"
          aria-invalid={fields.documentPath.errors?.length ? true : undefined}
        />
        <p className="field-hint" id="tender-documents-hint">
          <Trans>
            PDF, Word (.docx) or Excel (.xlsx); up to 20 MB each and {MAX_DOCUMENTS_PER_TENDER}{" "}
            documents per tender.
          </Trans>
        </p>
        <FieldError field={fields.documentPath} />
      </div>
      {submitting && (
        <div className="upload-progress" role="status">
          <label htmlFor={`tender-${mode}-progress`}>
            <Trans>Uploading...</Trans>
          </label>
          <progress id={`tender-${mode}-progress`} />
        </div>
      )}
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? pending : idle}
      </button>
    </Form>
  );
}
