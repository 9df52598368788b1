import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/channels.calendar";
import { readIntent } from "~/modules/alerts/channel-intent.schema";
import { ChannelPage, pendingLabel } from "~/modules/alerts/ChannelPage";
import { requireUser } from "~/modules/auth/guards.server";
import {
  calendarFeedUrl,
  createCalendarToken,
  getCalendarToken,
  resetCalendarToken,
} from "~/modules/feeds/calendar-feed.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = () => pageMeta("Calendar of closing dates");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  const token = await getCalendarToken(context.get(dbContext), user.id);
  return { feedUrl: token ? calendarFeedUrl(token) : null };
}

/** POST intent=create (first link) | reset (new link; the old one stops working). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser({ request, context });
  const intent = readIntent(await request.formData(), ["create", "reset"] as const);
  const em = context.get(dbContext);
  if (intent === "create") {
    await createCalendarToken(em, user.id);
    return { notice: "Your calendar link is ready.", error: null };
  }
  if (intent === "reset") {
    await resetCalendarToken(em, user.id);
    const notice = "A new calendar link was created; the old one no longer works.";
    return { notice, error: null };
  }
  return data({ notice: null, error: "Unknown action" }, { status: 400 });
}

export default function CalendarChannel({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { feedUrl } = loaderData;
  return (
    <ChannelPage
      title="Calendar of closing dates"
      status={
        feedUrl
          ? "Your saved tenders' closing dates are available as a private calendar."
          : "You have no calendar link yet."
      }
    >
      {actionData?.notice && <p className="alert alert-success">{actionData.notice}</p>}
      {actionData?.error && (
        <p className="alert alert-error" role="alert">
          {actionData.error}
        </p>
      )}
      <p>
        Add this address to Google Calendar, Outlook or your phone&apos;s calendar (&quot;subscribe
        by URL&quot;) to see when each saved tender closes. Keep it private: anyone with the link
        can see your saved tenders.
      </p>
      {feedUrl && (
        <p className="channel-secret">
          <label htmlFor="calendar-url">Your calendar link</label>
          <input id="calendar-url" type="url" value={feedUrl} readOnly />
        </p>
      )}
      <Form method="post" className="channel-actions">
        {feedUrl ? (
          <button type="submit" name="intent" value="reset" className="button button-danger">
            {pendingLabel(navigation, "reset", "Reset link", "Resetting...")}
          </button>
        ) : (
          <button type="submit" name="intent" value="create" className="button">
            {pendingLabel(navigation, "create", "Create calendar link", "Creating...")}
          </button>
        )}
      </Form>
    </ChannelPage>
  );
}
