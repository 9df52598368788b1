import { data, Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { parseSubmission } from "~/server/form-submission.server";
import { readFormData } from "~/server/form-data.server";
import { channelStatuses, requestEmailVerification } from "~/modules/alerts/alert-channels.server";
import { deliveryHistory } from "~/modules/alerts/alert-history.server";
import { channelDelivery, deliveryGaps } from "~/modules/alerts/channel-readiness.server";
import { profileActionSchema } from "~/modules/alerts/alert-profile.schema";
import {
  deleteProfile,
  listProfiles,
  setProfilePaused,
} from "~/modules/alerts/alert-profiles.server";
import { CHANNEL_LABELS, CHANNEL_SETUP } from "~/modules/alerts/AlertProfileForm";
import { requireUser } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/domain-errors";
import { formatDateTime } from "~/modules/tenders/format";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { DataTable } from "~/ui/DataTable";
import { Notice, noticeText, type NoticeTexts } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Alerts`);

const NOTICES: NoticeTexts = {
  created: "Your alert was created.",
  saved: "Your alert was saved.",
  paused: "The alert is paused.",
  resumed: "The alert is active again.",
  deleted: "The alert was deleted.",
  "email-sent": "We sent a verification link to your e-mail. Open it to receive alerts there.",
  "first-alert":
    "Your first alert is saved. We sent a link to your e-mail: open it, and the daily digest starts.",
  "first-alert-unsent":
    "Your first alert is saved, but the verification e-mail could not be sent. Use 'Verify e-mail' below to try again.",
};

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  const [profiles, channels, deliveries] = await Promise.all([
    listProfiles(em, user.id),
    channelStatuses(em, user.id),
    deliveryHistory(em, user.id),
  ]);
  const delivery = channelDelivery();
  return {
    email: user.email,
    profiles: profiles.map((profile) => ({
      ...profile,
      gaps: profile.paused
        ? []
        : deliveryGaps(profile.channels, channels, delivery, pageI18n(args.context)),
    })),
    channels: channels.map((channel) => ({ ...channel, delivers: delivery[channel.kind] })),
    deliveries,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  const formData = await readFormData(args.request);
  if (formData.get("intent") === "verify-email") {
    await requestEmailVerification(em, user);
    return redirect("/alerts?notice=email-sent");
  }
  const submission = parseSubmission(formData, profileActionSchema, pageI18n(args.context));
  if (submission.status !== "success") {
    return data({ error: "That action is not possible." }, { status: 400 });
  }
  const { intent, id } = submission.value;
  try {
    if (intent === "delete") await deleteProfile(em, user.id, id);
    else await setProfilePaused(em, user.id, id, intent === "pause");
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  const notice = { pause: "paused", resume: "resumed", delete: "deleted" }[intent];
  return redirect(`/alerts?notice=${notice}`);
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { profiles, channels, deliveries, email } = loaderData;
  const [searchParams] = useSearchParams();
  const notice = noticeText(searchParams, NOTICES);
  const emailChannel = channels.find((channel) => channel.kind === "email");
  return (
    <section className="alerts-page">
      <h1>Alerts</h1>
      <Notice>{notice}</Notice>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}

      <div className="alerts-heading">
        <h2>Your alert profiles</h2>
        <Link to="/alerts/new" className="button">
          New alert
        </Link>
      </div>
      {profiles.length === 0 ? (
        <p>
          No alerts yet. Create one from scratch, or search the <Link to="/home">tender list</Link>{" "}
          and choose &lsquo;Create alert from this search&rsquo;.
        </p>
      ) : (
        <ul className="alert-profiles">
          {profiles.map((profile) => (
            <li key={profile.id} className="alert-profile" aria-label={profile.name}>
              <h3>
                {profile.name} {profile.paused && <span className="badge badge-muted">Paused</span>}
              </h3>
              <p className="alert-profile-details">
                {profile.includeKeywords ? `Keywords: ${profile.includeKeywords}` : "Any keywords"}
                {profile.excludeKeywords && ` · Not: ${profile.excludeKeywords}`}
                {profile.summary.length > 0 && ` · ${profile.summary.join(", ")}`}
                {" · "}
                {profile.frequency === "daily" ? "Daily digest" : "Immediately"} by{" "}
                {profile.channels.map((kind) => CHANNEL_LABELS[kind]).join(", ")}
              </p>
              {profile.gaps.length > 0 && (
                <ul className="alert-profile-gaps">
                  {profile.gaps.map((gap) => (
                    <li key={gap}>{gap}</li>
                  ))}
                </ul>
              )}
              <div className="alert-profile-actions">
                <Link to={`/alerts/${profile.id}/edit`} className="button button-ghost">
                  Edit
                </Link>
                {profile.listUrl && (
                  <Link to={profile.listUrl} className="button button-ghost">
                    See matching tenders
                  </Link>
                )}
                <Form method="post">
                  <input type="hidden" name="id" value={profile.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={profile.paused ? "resume" : "pause"}
                    className="button button-ghost"
                  >
                    {profile.paused ? "Resume" : "Pause"}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={profile.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="button button-danger"
                  >
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}

      <h2>Channels</h2>
      <ul className="alert-channels">
        {channels.map((channel) => (
          <li key={channel.kind} id={`${channel.kind}-channel`}>
            <strong>{CHANNEL_LABELS[channel.kind]}</strong>:{" "}
            {channel.active ? (
              <>verified{channel.address ? ` (${channel.address})` : ""}</>
            ) : channel.unsubscribed ? (
              "unsubscribed"
            ) : channel.pending ? (
              "waiting for verification"
            ) : (
              "not set up"
            )}
            {!channel.delivers && (
              <span className="channel-state"> (sending not set up on this server)</span>
            )}
            {channel.kind === "email" ? (
              !emailChannel?.active && (
                <Form method="post" className="inline-form">
                  <button
                    type="submit"
                    name="intent"
                    value="verify-email"
                    className="button button-ghost"
                  >
                    Verify e-mail
                  </button>{" "}
                  <span className="field-hint">A link will be sent to {email}.</span>
                </Form>
              )
            ) : (
              <>
                {" "}
                <Link to={CHANNEL_SETUP[channel.kind]}>
                  {channel.active ? "Manage" : `Set up ${CHANNEL_LABELS[channel.kind]}`}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>

      <p>
        <Link to="/alerts/channels/calendar">Calendar of your saved tenders' closing dates</Link> (a
        private iCalendar link for your phone or desktop calendar).
      </p>

      <h2>Delivery history</h2>
      <DataTable
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        empty="Nothing has been sent yet."
        columns={[
          { header: "When", cell: (delivery) => formatDateTime(delivery.at) },
          { header: "Channel", cell: (delivery) => CHANNEL_LABELS[delivery.channel] },
          {
            header: "Tender",
            cell: (delivery) => <Link to={`/tenders/${delivery.tenderId}`}>{delivery.title}</Link>,
          },
          { header: "Status", cell: (delivery) => delivery.status },
        ]}
      />
    </section>
  );
}
