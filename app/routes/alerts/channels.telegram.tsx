import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/channels.telegram";
import { formAction } from "~/server/form-action.server";
import { channelStatuses } from "~/modules/alerts/alert-channels.server";
import { intentSchema } from "~/modules/alerts/channel-intent.schema";
import { ChannelPage, pendingLabel } from "~/modules/alerts/ChannelPage";
import { TELEGRAM_LINK_MINUTES } from "~/modules/alerts/channel-limits";
import { startTelegramLink, unlinkTelegram } from "~/modules/alerts/telegram-link.server";
import { requireUser } from "~/modules/auth/guards.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { FormErrors } from "~/ui/FormErrors";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Telegram alerts`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  const statuses = await channelStatuses(context.get(dbContext), user.id);
  const telegram = statuses.find((status) => status.kind === "telegram")!;
  return { linked: telegram.verified, stopped: telegram.unsubscribed };
}

type TelegramAnswer = { deepLink?: string; expiresAt?: string; unlinked?: true };

/** POST intent=link → a fresh deep link; intent=unlink → the chat is forgotten. */
export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const schema = intentSchema(["link", "unlink"]);
  return formAction<typeof schema, TelegramAnswer>(args, schema, async ({ value, reply }) => {
    const em = args.context.get(dbContext);
    if (value.intent === "link") return reply({}, await startTelegramLink(em, user.id));
    await unlinkTelegram(em, user.id);
    return reply({}, { unlinked: true });
  });
}

export default function TelegramChannel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const { linked, stopped } = loaderData;
  const minutes = TELEGRAM_LINK_MINUTES;
  const status = !linked
    ? t`Telegram is not linked.`
    : stopped
      ? t`Telegram is linked, but alerts were stopped with /stop. Link again to resume.`
      : t`Telegram is linked: your alerts arrive in your Telegram chat.`;
  return (
    <ChannelPage title={t`Telegram alerts`} status={status}>
      <FormErrors errors={actionData?.result.error?.intent ?? actionData?.result.error?.[""]} />
      {actionData?.unlinked && (
        <Notice live={false}>
          <Trans>Telegram has been unlinked. Nothing more is sent there.</Trans>
        </Notice>
      )}
      {actionData?.deepLink && (
        <div className="alert alert-info channel-deep-link">
          <p>
            <Trans>
              Open this link on the phone or computer where you use Telegram and press{" "}
              <strong>Start</strong>. It works once, within {minutes} minutes.
            </Trans>
          </p>
          <p>
            <a href={actionData.deepLink} rel="noopener noreferrer" className="button">
              <Trans>Open Telegram</Trans>
            </a>
          </p>
          <p className="channel-secret">
            <code>{actionData.deepLink}</code>
          </p>
        </div>
      )}
      <div className="channel-actions">
        <Form method="post">
          <button type="submit" name="intent" value="link" className="button">
            {pendingLabel(
              navigation,
              "link",
              linked ? t`Link again` : t`Link Telegram`,
              t`Creating link...`,
            )}
          </button>
        </Form>
        {linked && (
          <Form method="post">
            <button type="submit" name="intent" value="unlink" className="button button-danger">
              {pendingLabel(navigation, "unlink", t`Unlink`, t`Unlinking...`)}
            </button>
          </Form>
        )}
      </div>
    </ChannelPage>
  );
}
