import { data, Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { unsubscribeChannel } from "~/modules/alerts/alert-channels.server";
import { CHANNEL_LABELS } from "~/modules/alerts/AlertProfileForm";
import { readUnsubscribeLink } from "~/modules/alerts/unsubscribe-link.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Unsubscribe`);

const INVALID = "This unsubscribe link is not valid.";

/** GET shows a confirm button: link scanners that open URLs must not unsubscribe anyone. */
export function loader({ url }: Route.LoaderArgs) {
  const link = readUnsubscribeLink(url.searchParams);
  if (!link) throw data(INVALID, { status: 400 });
  return { channel: CHANNEL_LABELS[link.channel], done: false };
}

/**
 * The confirm button and RFC 8058 one-click POSTs from mail clients (List-Unsubscribe-Post):
 * the signed link is the authorisation, so no session is needed.
 */
export async function action({ url, context }: Route.ActionArgs) {
  const link = readUnsubscribeLink(url.searchParams);
  if (!link) throw data(INVALID, { status: 400 });
  await unsubscribeChannel(context.get(dbContext), link.userId, link.channel);
  return { done: true };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <section className="auth-card">
      <h1>Unsubscribe</h1>
      {actionData?.done ? (
        <Notice>
          You will get no more {loaderData.channel} alerts. You can turn them on again by verifying
          the channel on the alerts page.
        </Notice>
      ) : (
        <Form method="post" action={`/alerts/unsubscribe${search}`}>
          <p>Stop all {loaderData.channel} alerts?</p>
          <button type="submit" className="button">
            Unsubscribe
          </button>
        </Form>
      )}
      <p>
        <Link to="/alerts">Manage alerts</Link>
      </p>
    </section>
  );
}
