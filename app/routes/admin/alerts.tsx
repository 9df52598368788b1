import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/alerts";
import { alertStats, sendDigestNow } from "~/modules/alerts/alert-history.server";
import { CHANNEL_LABELS } from "~/modules/alerts/AlertProfileForm";
import { requireAdmin } from "~/modules/auth/guards.server";
import { formatDateTime } from "~/modules/tenders/format";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { confirmSchema } from "~/modules/confirm.schema";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { DataTable } from "~/ui/DataTable";
import { FormErrors } from "~/ui/FormErrors";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Alerts`);

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return alertStats(args.context.get(dbContext));
}

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction<typeof confirmSchema, { message: string }>(
    args,
    confirmSchema,
    async ({ i18n, reply }) => {
      if (!(await sendDigestNow(args.context.get(dbContext), actor))) {
        const formErrors = [
          i18n._(msg`The alerts queue is not running in this process; start the worker.`),
        ];
        return reply({ formErrors }, {}, { status: 503 });
      }
      return reply(
        {},
        { message: i18n._(msg`The digest job is queued: digests go out within a minute.`) },
      );
    },
  );
}

export default function AdminAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, failures } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const { t } = useLingui();
  const locale = usePageLocale();
  return (
    <section className="admin-alerts">
      <h1>
        <Trans>Alerts</Trans>
      </h1>
      {actionData?.message && <Notice tone="info">{actionData.message}</Notice>}
      <FormErrors errors={actionData?.result.error?.[""]} />
      <Form method="post">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t`Queueing...` : t`Send digest now`}
        </button>
      </Form>

      <h2>
        <Trans>Sent and failed per day (last 14 days)</Trans>
      </h2>
      <DataTable
        rows={counts}
        rowKey={(row) => `${row.day}-${row.channel}`}
        empty={t`No deliveries in the last 14 days.`}
        columns={[
          { header: t`Day`, cell: (row) => row.day },
          { header: t`Channel`, cell: (row) => CHANNEL_LABELS[row.channel] },
          { header: t`Sent`, cell: (row) => row.sent },
          { header: t`Failed`, cell: (row) => row.failed },
        ]}
      />

      <h2>
        <Trans>Recent failures</Trans>
      </h2>
      <DataTable
        rows={failures}
        rowKey={(row) => row.id}
        empty={t`No failed deliveries.`}
        columns={[
          { header: t`When`, cell: (row) => formatDateTime(row.at, locale) },
          { header: t`Channel`, cell: (row) => CHANNEL_LABELS[row.channel] },
          { header: t`User`, cell: (row) => row.userEmail },
          { header: t`Tender`, cell: (row) => row.title },
          { header: t`Attempts`, cell: (row) => row.attempts },
          { header: t`Error`, cell: (row) => row.error, className: "message-cell" },
        ]}
      />
    </section>
  );
}
