import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatAmount, formatDay } from "~/modules/tenders/format";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { DataTable } from "~/ui/DataTable";
import { OutcomeMark } from "./OutcomeMark";
import type { TenderOutcomeView } from "./outcome-types";

/**
 * How the tender ended, on its page: who won each lot, for how much and when, with the award
 * notice; or why it was cancelled or failed, and where it was advertised again.
 */
export function TenderOutcome({ outcome }: { outcome: TenderOutcomeView }) {
  if (outcome.status === "pending") return null;
  const reason = outcome.reason;
  const again = outcome.readvertisedAs;
  const againTitle = again?.title;
  return (
    <section
      className={`tender-outcome tender-outcome-${outcome.status}`}
      aria-labelledby="tender-outcome-title"
    >
      <h2 id="tender-outcome-title">
        <Trans>Outcome</Trans> <OutcomeMark status={outcome.status} />
      </h2>
      {outcome.status === "awarded" && <AwardsTable outcome={outcome} />}
      {outcome.status === "cancelled" && (
        <p>
          <Trans>This tender was cancelled. Reason: {reason}</Trans>
        </p>
      )}
      {outcome.status === "failed" && (
        <p>
          <Trans>This tender failed. Reason: {reason}</Trans>
        </p>
      )}
      {again?.published && (
        <p>
          <Trans>
            It was advertised again as <Link to={`/tenders/${again.id}`}>{againTitle}</Link>.
          </Trans>
        </p>
      )}
    </section>
  );
}

function AwardsTable({ outcome }: { outcome: TenderOutcomeView }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  return (
    <DataTable
      rows={outcome.awards}
      rowKey={(award) => award.id}
      empty=""
      stacked
      columns={[
        { header: t`Lot`, cell: (award) => award.lot },
        {
          header: t`Supplier`,
          cell: (award) => (
            // One element: a stacked row's cell is a grid of its label and one value.
            <span>
              {award.supplier.name}
              {award.note && <span className="award-note">{award.note}</span>}
            </span>
          ),
        },
        {
          header: t`Amount`,
          className: "award-amount",
          cell: (award) => formatAmount(award.amount, award.currency, locale),
        },
        { header: t`Award date`, cell: (award) => formatDay(award.awardedOn, locale) },
        {
          header: t`Award notice`,
          cell: (award) =>
            award.noticeDocument ? (
              <a href={`/documents/${award.noticeDocument.id}`} download>
                {award.noticeDocument.fileName}
              </a>
            ) : (
              "—"
            ),
        },
      ]}
    />
  );
}
