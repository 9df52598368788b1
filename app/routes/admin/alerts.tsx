import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/alerts";
import { alertStats, sendDigestNow } from "~/modules/alerts/alert-history.server";
import { CHANNEL_LABELS } from "~/modules/alerts/AlertProfileForm";
import { requireAdmin } from "~/modules/auth/guards.server";
import { formatDateTime } from "~/modules/tenders/format";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { DataTable } from "~/ui/DataTable";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Alerts`);

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return alertStats(args.context.get(dbContext));
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const queued = await sendDigestNow(args.context.get(dbContext), actor);
  if (!queued) {
    return data(
      { message: "The alerts queue is not running in this process; start the worker." },
      { status: 503 },
    );
  }
  return { message: "The digest job is queued: digests go out within a minute." };
}

export default function AdminAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, failures } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <section className="admin-alerts">
      <h1>Alerts</h1>
      {actionData?.message && <Notice tone="info">{actionData.message}</Notice>}
      <Form method="post">
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Queueing..." : "Send digest now"}
        </button>
      </Form>

      <h2>Sent and failed per day (last 14 days)</h2>
      <DataTable
        rows={counts}
        rowKey={(row) => `${row.day}-${row.channel}`}
        empty="No deliveries in the last 14 days."
        columns={[
          { header: "Day", cell: (row) => row.day },
          { header: "Channel", cell: (row) => CHANNEL_LABELS[row.channel] },
          { header: "Sent", cell: (row) => row.sent },
          { header: "Failed", cell: (row) => row.failed },
        ]}
      />

      <h2>Recent failures</h2>
      <DataTable
        rows={failures}
        rowKey={(row) => row.id}
        empty="No failed deliveries."
        columns={[
          { header: "When", cell: (row) => formatDateTime(row.at) },
          { header: "Channel", cell: (row) => CHANNEL_LABELS[row.channel] },
          { header: "User", cell: (row) => row.userEmail },
          { header: "Tender", cell: (row) => row.title },
          { header: "Attempts", cell: (row) => row.attempts },
          { header: "Error", cell: (row) => row.error, className: "message-cell" },
        ]}
      />
    </section>
  );
}
