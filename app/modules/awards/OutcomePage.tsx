import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { formatAmount, formatDay } from "~/modules/tenders/format";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { actionName } from "~/ui/action-name";
import { DataTable } from "~/ui/DataTable";
import { FieldError } from "~/ui/FieldError";
import { Notice, noticeText } from "~/ui/Notice";
import { FormErrors } from "~/ui/TextField";
import type { OutcomeFormName } from "./award.schema";
import { AwardForm } from "./AwardForm";
import type { OutcomePageData } from "./outcomes.server";
import type { AwardView, TenderOutcomeView } from "./outcome-types";

export interface OutcomeActionData {
  intent?: string;
  result: SubmissionResult<string[]>;
  takenLot?: number;
}

const NOTICES: Record<string, MessageDescriptor> = {
  "award-recorded": msg`Award recorded.`,
  "award-saved": msg`Award saved.`,
  "award-removed": msg`Award removed.`,
  cancelled: msg`The tender is marked cancelled.`,
  failed: msg`The tender is marked failed.`,
  cleared: msg`The outcome was cleared: the tender is pending again.`,
};

/** The admin screen of a tender's outcome: its awards, and the forms that change it. */
export function OutcomePage({
  tender,
  outcome,
  documents,
  editing,
  formToken,
  actionData,
}: OutcomePageData & {
  editing: AwardView | null;
  formToken: string;
  actionData: OutcomeActionData | undefined;
}) {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const notice = actionData ? null : noticeText(searchParams, NOTICES);
  const resultOf = (name: OutcomeFormName) =>
    actionData?.intent === name ? actionData.result : undefined;
  const taken = outcome.awards.find((award) => award.lot === actionData?.takenLot) ?? null;
  const ended = outcome.status === "cancelled" || outcome.status === "failed";
  const nextLot = Math.max(0, ...outcome.awards.map((award) => award.lot)) + 1;
  return (
    <section className="outcome-admin">
      <div className="page-heading">
        <h1>
          <Trans>Tender outcome</Trans>
        </h1>
        <Link to={`/admin/tenders/edit/${tender.id}`} className="button button-ghost">
          <Trans>Edit tender</Trans>
        </Link>
      </div>
      <p className="outcome-tender">
        <Link to={`/tenders/${tender.id}`}>
          #{tender.id} {tender.title}
        </Link>
      </p>
      <Notice>{notice && i18n._(notice)}</Notice>
      <OutcomeState outcome={outcome} />
      {!tender.published && (
        <Notice tone="info" live={false}>
          <Trans>Only a published tender can have an outcome: publish it first.</Trans>
        </Notice>
      )}
      <h2>
        <Trans>Awards</Trans>
      </h2>
      <AwardsTable tenderId={tender.id} awards={outcome.awards} />
      {tender.published && !ended && (
        <AwardForm
          // A fresh form after each save: its fields and its chosen file are emptied.
          key={`${editing?.id ?? "new"}-${outcome.updatedAt ?? ""}`}
          tenderId={tender.id}
          documents={documents}
          editing={editing}
          nextLot={nextLot}
          formToken={formToken}
          lastResult={resultOf("award")}
          taken={taken}
        />
      )}
      {ended && (
        <p>
          <Trans>
            A cancelled or failed tender has no award: clear the outcome to record awards.
          </Trans>
        </p>
      )}
      {tender.published && outcome.awards.length === 0 && (
        <section className="outcome-end" aria-labelledby="outcome-end-title">
          <h2 id="outcome-end-title">
            <Trans>Cancelled or failed</Trans>
          </h2>
          <EndForm intent="cancel" outcome={outcome} lastResult={resultOf("cancel")} />
          <EndForm intent="fail" outcome={outcome} lastResult={resultOf("fail")} />
          {ended && <ClearForm lastResult={resultOf("clear")} />}
        </section>
      )}
    </section>
  );
}

function OutcomeState({ outcome }: { outcome: TenderOutcomeView }) {
  const again = outcome.readvertisedAs;
  const againId = again?.id;
  const againTitle = again?.title;
  const reason = outcome.reason;
  const states: Record<TenderOutcomeView["status"], ReactNode> = {
    pending: <Trans>Pending: no outcome recorded yet.</Trans>,
    awarded: <Trans>Awarded.</Trans>,
    cancelled: <Trans>Cancelled. Reason: {reason}</Trans>,
    failed: <Trans>Failed. Reason: {reason}</Trans>,
  };
  return (
    <p className={`outcome-state outcome-state-${outcome.status}`}>
      <strong>
        <Trans>Outcome:</Trans>
      </strong>{" "}
      {states[outcome.status]}
      {again && (
        <>
          {" "}
          <Trans>
            Re-advertised as{" "}
            <Link to={`/admin/tenders/edit/${againId}`}>
              #{againId} {againTitle}
            </Link>
            .
          </Trans>
        </>
      )}
    </p>
  );
}

function AwardsTable({ tenderId, awards }: { tenderId: number; awards: AwardView[] }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  return (
    <DataTable
      rows={awards}
      rowKey={(award) => award.id}
      empty={t`No awards recorded.`}
      stacked
      columns={[
        { header: t`Lot`, cell: (award) => award.lot },
        { header: t`Supplier`, cell: (award) => award.supplier.name },
        {
          header: t`Amount`,
          cell: (award) => formatAmount(award.amount, award.currency, locale),
        },
        { header: t`Award date`, cell: (award) => formatDay(award.awardedOn, locale) },
        {
          header: t`Notice`,
          cell: (award) =>
            award.noticeDocument ? (
              <a href={`/documents/${award.noticeDocument.id}`}>{award.noticeDocument.fileName}</a>
            ) : (
              "—"
            ),
        },
        { header: t`Note`, cell: (award) => award.note ?? "" },
        {
          header: t`Actions`,
          cell: (award) => (
            <span className="admin-actions">
              <AwardActions tenderId={tenderId} award={award} />
            </span>
          ),
        },
      ]}
    />
  );
}

function AwardActions({ tenderId, award }: { tenderId: number; award: AwardView }) {
  const { t } = useLingui();
  const lot = award.lot;
  const what = t`lot ${lot}`;
  return (
    <>
      <Link
        to={`/admin/tenders/${tenderId}/outcome?edit=${award.id}#award-form`}
        aria-label={actionName(t`Edit`, what)}
      >
        <Trans>Edit</Trans>
      </Link>
      <Form
        method="post"
        action={`/admin/tenders/${tenderId}/outcome`}
        className="inline-form"
        onSubmit={(event) => {
          if (!window.confirm(t`Remove the award of lot ${lot}?`)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="awardId" value={award.id} />
        <button
          type="submit"
          className="link-button danger-link"
          aria-label={actionName(t`Remove`, what)}
        >
          <Trans>Remove</Trans>
        </button>
      </Form>
    </>
  );
}

/** Cancel (a reason) or mark failed (a reason and, if any, the tender that re-advertised it). */
function EndForm({
  intent,
  outcome,
  lastResult,
}: {
  intent: "cancel" | "fail";
  outcome: TenderOutcomeView;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useLingui();
  const busy = useBusy(intent);
  const current = intent === "cancel" ? "cancelled" : "failed";
  const [form, fields] = useForm<{ reason: string; readvertisedTenderId: string }>({
    id: intent,
    lastResult,
    defaultValue:
      outcome.status === current
        ? {
            reason: outcome.reason ?? "",
            readvertisedTenderId: outcome.readvertisedAs ? String(outcome.readvertisedAs.id) : "",
          }
        : {},
  });
  const reason = fields.reason;
  const again = fields.readvertisedTenderId;
  const label =
    outcome.status === current
      ? t`Save the reason`
      : intent === "cancel"
        ? t`Cancel the tender`
        : t`Mark as failed`;
  return (
    <Form method="post" className="outcome-end-form" {...getFormProps(form)}>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={intent} />
      <div className="field">
        <label htmlFor={reason.id}>
          {intent === "cancel" ? t`Reason for cancelling` : t`Why it failed`}
        </label>
        <textarea
          id={reason.id}
          name={reason.name}
          defaultValue={String(reason.initialValue ?? "")}
          key={reason.key}
          rows={2}
          maxLength={2000}
          aria-invalid={reason.errors?.length ? true : undefined}
          aria-describedby={reason.errors?.length ? reason.errorId : undefined}
        />
        <FieldError field={reason} />
      </div>
      {intent === "fail" && (
        <div className="field">
          <label htmlFor={again.id}>
            <Trans>Re-advertised as tender number (optional)</Trans>
          </label>
          <input
            id={again.id}
            name={again.name}
            type="number"
            min={1}
            defaultValue={String(again.initialValue ?? "")}
            key={again.key}
            aria-invalid={again.errors?.length ? true : undefined}
            aria-describedby={again.errors?.length ? again.errorId : undefined}
          />
          <FieldError field={again} />
        </div>
      )}
      <button
        type="submit"
        className={intent === "cancel" ? "button button-danger" : "button"}
        disabled={busy}
      >
        {busy ? t`Saving...` : label}
      </button>
    </Form>
  );
}

function ClearForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useLingui();
  const busy = useBusy("clear");
  const [form] = useForm({ id: "clear", lastResult });
  return (
    <Form method="post" className="outcome-end-form" {...getFormProps(form)}>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value="clear" />
      <button type="submit" className="button button-ghost" disabled={busy}>
        {busy ? t`Saving...` : t`Clear the outcome`}
      </button>
    </Form>
  );
}

function useBusy(intent: OutcomeFormName): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
