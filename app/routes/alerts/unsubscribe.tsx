import { data, Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { unsubscribeChannel } from "~/modules/alerts/alert-channels.server";
import { CHANNEL_NAMES } from "~/modules/alerts/AlertProfileForm";
import { readUnsubscribeLink } from "~/modules/alerts/unsubscribe-link.server";
import { dbContext } from "~/server/request-context";
import { formAction } from "~/server/form-action.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { pageI18n } from "~/i18n/page-i18n.server";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Unsubscribe`);

const INVALID = msg`This unsubscribe link is not valid.`;

/** GET shows a confirm button: link scanners that open URLs must not unsubscribe anyone. */
export function loader({ url, context }: Route.LoaderArgs) {
  const link = readUnsubscribeLink(url.searchParams);
  if (!link) throw data(pageI18n(context)._(INVALID), { status: 400 });
  return { channel: link.channel, done: false };
}

/**
 * The confirm button and RFC 8058 one-click POSTs from mail clients (List-Unsubscribe-Post):
 * the signed link is the authorisation, so no session is needed.
 */
export function action(args: Route.ActionArgs) {
  const link = readUnsubscribeLink(args.url.searchParams);
  if (!link) throw data(pageI18n(args.context)._(INVALID), { status: 400 });
  return formAction(args, confirmSchema, async ({ reply }) => {
    await unsubscribeChannel(args.context.get(dbContext), link.userId, link.channel);
    return reply({}, { done: true });
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const { search } = useLocation();
  const channel = i18n._(CHANNEL_NAMES[loaderData.channel]);
  return (
    <section className="auth-card">
      <h1>
        <Trans>Unsubscribe</Trans>
      </h1>
      {actionData?.done ? (
        <Notice>
          <Trans>
            You will get no more {channel} alerts. You can turn them on again by verifying the
            channel on the alerts page.
          </Trans>
        </Notice>
      ) : (
        <Form method="post" action={`/alerts/unsubscribe${search}`}>
          <p>
            <Trans>Stop all {channel} alerts?</Trans>
          </p>
          <button type="submit" className="button">
            <Trans>Unsubscribe</Trans>
          </button>
        </Form>
      )}
      <p>
        <Link to="/alerts">
          <Trans>Manage alerts</Trans>
        </Link>
      </p>
    </section>
  );
}
