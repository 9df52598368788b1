import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/alerts";
import { alertStats, sendDigestNow } from "~/modules/alerts/alert-history.server";
import { CHANNEL_LABELS } from "~/modules/alerts/AlertProfileForm";
import { requireAdmin } from "~/modules/auth/guards.server";
import { formatDateTime } from "~/modules/tenders/format";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = () => pageMeta("Alerts");

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
      {actionData?.message && (
        <p className="alert alert-info" role="status">
          {actionData.message}
        </p>
      )}
      <Form method="post">
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Queueing..." : "Send digest now"}
        </button>
      </Form>

      <h2>Sent and failed per day (last 14 days)</h2>
      {counts.length === 0 ? (
        <p>No deliveries in the last 14 days.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Channel</th>
                <th scope="col">Sent</th>
                <th scope="col">Failed</th>
              </tr>
            </thead>
            <tbody>
              {counts.map((row) => (
                <tr key={`${row.day}-${row.channel}`}>
                  <td>{row.day}</td>
                  <td>{CHANNEL_LABELS[row.channel]}</td>
                  <td>{row.sent}</td>
                  <td>{row.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Recent failures</h2>
      {failures.length === 0 ? (
        <p>No failed deliveries.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Channel</th>
                <th scope="col">User</th>
                <th scope="col">Tender</th>
                <th scope="col">Attempts</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {failures.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.at)}</td>
                  <td>{CHANNEL_LABELS[row.channel]}</td>
                  <td>{row.userEmail}</td>
                  <td>{row.title}</td>
                  <td>{row.attempts}</td>
                  <td className="message-cell">{row.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
