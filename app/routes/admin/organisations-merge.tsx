import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/organisations-merge";
import { requireAdmin } from "~/modules/auth/guards.server";
import { organisationMergeSchema } from "~/modules/profiles/organisation-merge.schema";
import {
  AlreadyMergedError,
  MergeChoiceError,
  mergeOrganisations,
  mergePreview,
  organisationIdParam,
} from "~/modules/profiles/organisation-merge.server";
import { formAction } from "~/server/form-action.server";
import { withDomainErrors } from "~/server/page-errors.server";
import { dbContext } from "~/server/request-context";
import { FormErrors } from "~/ui/TextField";
import { pageMeta } from "~/ui/meta";
import { useBrowserValidation } from "~/ui/useBrowserValidation";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Merge organisations`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const id = organisationIdParam(args.params.id);
  return mergePreview(args.context.get(dbContext), id);
});

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(
    args,
    organisationMergeSchema,
    async ({ value }) => {
      const id = organisationIdParam(args.params.id);
      const merged = await mergeOrganisations(args.context.get(dbContext), actor, id, value.into);
      const done = { merged: merged.from, into: merged.into.name, tenders: String(merged.tenders) };
      return redirect(`/admin/organisations?${new URLSearchParams(done)}`);
    },
    { shows: (error) => error instanceof MergeChoiceError || error instanceof AlreadyMergedError },
  );
}

/** A page of its own, so a merge takes two deliberate steps: the list's link, then this form. */
export default function MergeOrganisation({ loaderData, actionData }: Route.ComponentProps) {
  const { organisation, candidates } = loaderData;
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: useBrowserValidation(({ formData }: { formData: FormData }) =>
      parseWithZod(formData, { schema: organisationMergeSchema }),
    ),
    shouldValidate: "onSubmit",
  });
  const name = organisation.name;
  const choiceError = fields.into.errors?.join(" ");
  const cancel = (
    <Link to="/admin/organisations" className="button button-ghost">
      <Trans>Cancel</Trans>
    </Link>
  );
  if (organisation.mergedInto) {
    const kept = organisation.mergedInto;
    return (
      <section className="admin-form">
        <h1>
          <Trans>Merge organisations</Trans>
        </h1>
        <p>
          <Trans>
            <strong>{name}</strong> has already been merged into <strong>{kept}</strong>.
          </Trans>
        </p>
        <div className="form-actions">{cancel}</div>
      </section>
    );
  }
  return (
    <section className="admin-form organisation-merge">
      <h1>
        <Trans>Merge organisations</Trans>
      </h1>
      <p>
        <Trans>
          <strong>{name}</strong> is named by{" "}
          <Plural value={organisation.tenders} one="# tender" other="# tenders" />. Choose the
          organisation it is a spelling of: its tenders and alert profiles take that name, its
          profile address leads there, and tenders written later as “{name}” take that name too.
        </Trans>
      </p>
      <FormErrors errors={form.errors} id={form.errorId} />
      {candidates.length === 0 ? (
        <>
          <p>
            <Trans>There is no other organisation to merge it into.</Trans>
          </p>
          <div className="form-actions">{cancel}</div>
        </>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <fieldset
            className="merge-choices"
            aria-invalid={choiceError ? true : undefined}
            aria-describedby={choiceError ? fields.into.errorId : undefined}
          >
            <legend>
              <Trans>Keep the name of</Trans>
            </legend>
            {candidates.map((candidate) => (
              <label key={candidate.id} className="merge-choice">
                <input
                  type="radio"
                  name={fields.into.name}
                  value={candidate.id}
                  required
                  defaultChecked={fields.into.initialValue === String(candidate.id)}
                />
                <span>
                  {candidate.name}{" "}
                  <span className="merge-choice-count">
                    (
                    <Plural value={candidate.tenders} one="# tender" other="# tenders" />)
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {choiceError && (
            <p className="field-error" id={fields.into.errorId}>
              {choiceError}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button-danger" disabled={busy}>
              {busy ? t`Merging...` : t`Merge`}
            </button>
            {cancel}
          </div>
        </Form>
      )}
    </section>
  );
}
