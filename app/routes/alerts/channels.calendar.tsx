import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/channels.calendar";
import { formAction } from "~/server/form-action.server";
import { intentSchema } from "~/modules/alerts/channel-intent.schema";
import { ChannelPage, pendingLabel } from "~/modules/alerts/ChannelPage";
import { requireUser } from "~/modules/auth/guards.server";
import {
  calendarFeedUrl,
  hasCalendarToken,
  issueCalendarToken,
} from "~/modules/feeds/calendar-feed.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { FormErrors } from "~/ui/FormErrors";
import { Notice } from "~/ui/Notice";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Calendar of closing dates`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  return { hasLink: await hasCalendarToken(context.get(dbContext), user.id) };
}

const NOTICES = {
  create: msg`Your calendar link is ready. Copy it now: it is shown only this once.`,
  reset: msg`A new calendar link was created; the old one no longer works. Copy it now: it is shown only this once.`,
} as const;

/**
 * POST intent=create (first link) | reset (new link; the old one stops working). Either way
 * the answer carries the only copy of the URL: the server keeps just its hash.
 */
export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return formAction(args, intentSchema(["create", "reset"]), async ({ value, i18n, reply }) => {
    const token = await issueCalendarToken(args.context.get(dbContext), user.id);
    return reply({}, { notice: i18n._(NOTICES[value.intent]), feedUrl: calendarFeedUrl(token) });
  });
}

export default function CalendarChannel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const feedUrl = actionData?.feedUrl ?? null;
  const error = actionData?.result.error;
  const hasLink = loaderData.hasLink || feedUrl !== null;
  return (
    <ChannelPage
      title={t`Calendar of closing dates`}
      status={
        hasLink
          ? t`Your saved tenders' closing dates are available as a private calendar.`
          : t`You have no calendar link yet.`
      }
    >
      {actionData?.notice && <Notice live={false}>{actionData.notice}</Notice>}
      <FormErrors errors={error?.intent ?? error?.[""]} />
      <p>
        <Trans>
          Add this address to Google Calendar, Outlook or your phone&apos;s calendar
          (&quot;subscribe by URL&quot;) to see when each saved tender closes. Keep it private:
          anyone with the link can see your saved tenders.
        </Trans>
      </p>
      {feedUrl ? (
        <p className="channel-secret">
          <label htmlFor="calendar-url">
            <Trans>Your calendar link</Trans>
          </label>
          <input id="calendar-url" type="url" value={feedUrl} readOnly />
        </p>
      ) : (
        hasLink && (
          <p>
            <Trans>
              For your privacy the link is shown only when it is created. Calendars that already use
              it keep working; if you no longer have it, reset it to get a new one.
            </Trans>
          </p>
        )
      )}
      <Form method="post" className="channel-actions">
        {hasLink ? (
          <button type="submit" name="intent" value="reset" className="button button-danger">
            {pendingLabel(navigation, "reset", t`Reset link`, t`Resetting...`)}
          </button>
        ) : (
          <button type="submit" name="intent" value="create" className="button">
            {pendingLabel(navigation, "create", t`Create calendar link`, t`Creating...`)}
          </button>
        )}
      </Form>
    </ChannelPage>
  );
}
