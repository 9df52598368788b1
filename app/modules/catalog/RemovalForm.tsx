import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { catalogueRemovalSchema } from "~/modules/catalog/catalog.schema";
import type { CatalogueUsage } from "~/modules/domain-errors";
import { FormErrors } from "~/ui/TextField";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useBrowserValidation } from "~/ui/useBrowserValidation";
import type { CatalogName } from "./local-name";
import { CatalogOptions, LocalName } from "./LocalName";

/** A page of its own, so a delete takes two deliberate steps without JavaScript. */
// A 409 means the item came into use after the page was shown: read the counts again (React Router
// skips revalidation after a 4xx by default).
export const removalShouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;

export function RemovalForm({
  title,
  item,
  usage,
  targets,
  cancelHref,
  lastResult,
}: {
  title: string;
  item: CatalogName;
  usage: CatalogueUsage;
  targets: (CatalogName & { id: number })[];
  cancelHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult,
    onValidate: useBrowserValidation(({ formData }: { formData: FormData }) =>
      parseWithZod(formData, { schema: catalogueRemovalSchema }),
    ),
    shouldValidate: "onSubmit",
  });
  const inUse = usage.tenders > 0 || usage.alertProfiles > 0;
  const mergeError = fields.mergeInto.errors?.join(" ");
  const name = <LocalName item={item} />;
  const cancel = (
    <Link to={cancelHref} className="button button-ghost">
      <Trans>Cancel</Trans>
    </Link>
  );
  return (
    <section className="admin-form removal-form">
      <h1>{title}</h1>
      {inUse ? (
        <>
          <p>
            <UsedBy name={name} usage={usage} />
          </p>
          <p>
            <Trans>
              It cannot simply be deleted. Merge it into another one: its tenders and alert profiles
              move there, then it is deleted.
            </Trans>
          </p>
        </>
      ) : (
        <p>
          <Trans>
            Are you sure you want to delete <strong>{name}</strong>? No tender or alert profile uses
            it.
          </Trans>
        </p>
      )}
      <FormErrors errors={form.errors} id={form.errorId} />
      {inUse && targets.length === 0 ? (
        <>
          <p>
            <Trans>There is nothing to merge it into yet: add another one first.</Trans>
          </p>
          <div className="form-actions">{cancel}</div>
        </>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          {inUse && (
            <div className="field">
              <label htmlFor={fields.mergeInto.id}>
                <Trans>Merge into</Trans>
              </label>
              <select
                {...getSelectProps(fields.mergeInto)}
                key={fields.mergeInto.key}
                required
                aria-describedby={mergeError ? fields.mergeInto.errorId : undefined}
              >
                <option value="">{t`Choose…`}</option>
                <CatalogOptions items={targets} />
              </select>
              {mergeError && (
                <p className="field-error" id={fields.mergeInto.errorId}>
                  {mergeError}
                </p>
              )}
            </div>
          )}
          <div className="form-actions">
            <button type="submit" className="button button-danger" disabled={busy}>
              {busy ? t`Deleting...` : inUse ? t`Merge and delete` : t`Yes, delete`}
            </button>
            {cancel}
          </div>
        </Form>
      )}
    </section>
  );
}

function UsedBy({ name, usage }: { name: React.ReactNode; usage: CatalogueUsage }) {
  const { tenders, alertProfiles } = usage;
  if (alertProfiles === 0) {
    return (
      <Trans>
        <strong>{name}</strong> is used by{" "}
        <Plural value={tenders} one="# tender" other="# tenders" />.
      </Trans>
    );
  }
  if (tenders === 0) {
    return (
      <Trans>
        <strong>{name}</strong> is used by{" "}
        <Plural value={alertProfiles} one="# alert profile" other="# alert profiles" />.
      </Trans>
    );
  }
  return (
    <Trans>
      <strong>{name}</strong> is used by <Plural value={tenders} one="# tender" other="# tenders" />{" "}
      and <Plural value={alertProfiles} one="# alert profile" other="# alert profiles" />.
    </Trans>
  );
}
