import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import type {
  metadataRenameSchema,
  subcategoryRenameSchema,
} from "~/modules/catalog/catalog.schema";
import { FormErrors, TextField } from "~/ui/TextField";
import { Trans, useLingui } from "@lingui/react/macro";
import { useBrowserValidation } from "~/ui/useBrowserValidation";
import { AmharicNameField } from "./AmharicNameField";

export function RenameForm({
  title,
  currentName,
  currentNameAm,
  schema,
  cancelHref,
  lastResult,
}: {
  title: string;
  currentName: string;
  currentNameAm: string | null;
  schema: typeof metadataRenameSchema | typeof subcategoryRenameSchema;
  cancelHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useLingui();
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { name: currentName, nameAm: currentNameAm ?? "" },
    onValidate: useBrowserValidation(({ formData }: { formData: FormData }) =>
      parseWithZod(formData, { schema }),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="admin-form">
      <h1>{title}</h1>
      <p>
        <Trans>
          Now called <strong lang="en">{currentName}</strong>. Tenders and alert profiles that use
          it show the new name at once.
        </Trans>
      </p>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <TextField label={t`New name`} field={fields.name} autoComplete="off" lang="en" />
        <AmharicNameField field={fields.nameAm} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t`Saving...` : t`Save name`}
          </button>
          <Link to={cancelHref} className="button button-ghost">
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </Form>
    </section>
  );
}
