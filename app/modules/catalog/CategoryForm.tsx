import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import { FormErrors, TextField } from "~/ui/TextField";
import { Trans, useLingui } from "@lingui/react/macro";
import { useBrowserValidation } from "~/ui/useBrowserValidation";
import { AmharicNameField } from "./AmharicNameField";

export function CategoryForm({
  title,
  submitLabel,
  pendingLabel,
  lastResult,
  defaultName,
  defaultNameAm,
}: {
  title: string;
  submitLabel: string;
  pendingLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultName?: string;
  defaultNameAm?: string | null;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { name: defaultName ?? "", nameAm: defaultNameAm ?? "" },
    onValidate: useBrowserValidation(({ formData }: { formData: FormData }) =>
      parseWithZod(formData, { schema: categorySchema }),
    ),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="admin-form">
      <h1>{title}</h1>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Form method="post" {...getFormProps(form)}>
        <TextField label={t`Name`} field={fields.name} autoComplete="off" lang="en" />
        <AmharicNameField field={fields.nameAm} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? pendingLabel : submitLabel}
          </button>
          <Link to="/admin/categories" className="button button-ghost">
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </Form>
    </section>
  );
}
