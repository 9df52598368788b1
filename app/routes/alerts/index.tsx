import { Form, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { formAction } from "~/server/form-action.server";
import { confirmSchema } from "~/modules/confirm.schema";
import { channelStatuses, requestEmailVerification } from "~/modules/alerts/alert-channels.server";
import { deliveryHistory } from "~/modules/alerts/alert-history.server";
import { channelDelivery, deliveryGaps } from "~/modules/alerts/channel-readiness.server";
import { profileIdSchema } from "~/modules/alerts/alert-profile.schema";
import {
  deleteProfile,
  listProfiles,
  setProfilePaused,
} from "~/modules/alerts/alert-profiles.server";
import { CHANNEL_NAMES, CHANNEL_SETUP } from "~/modules/alerts/AlertProfileForm";
import { requireUser } from "~/modules/auth/guards.server";
import { formatDateTime } from "~/modules/tenders/format";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { DataTable } from "~/ui/DataTable";
import { FormErrors } from "~/ui/FormErrors";
import { Notice, noticeText, type NoticeTexts } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { DeliveryView } from "~/modules/alerts/alert-history.server";
import { LocalName } from "~/modules/catalog/LocalName";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Alerts`);

const NOTICES: NoticeTexts<MessageDescriptor> = {
  created: msg`Your alert was created.`,
  saved: msg`Your alert was saved.`,
  paused: msg`The alert is paused.`,
  resumed: msg`The alert is active again.`,
  deleted: msg`The alert was deleted.`,
  "email-sent": msg`We sent a verification link to your e-mail. Open it to receive alerts there.`,
  "first-alert": msg`Your first alert is saved. We sent a link to your e-mail: open it, and the daily digest starts.`,
  "first-alert-unsent": msg`Your first alert is saved, but the verification e-mail could not be sent. Use 'Verify e-mail' below to try again.`,
};

const DELIVERY_STATUSES: Record<DeliveryView["status"], MessageDescriptor> = {
  pending: msg`pending`,
  sent: msg`sent`,
  failed: msg`failed`,
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

const ALERT_FORMS = {
  "verify-email": confirmSchema,
  pause: profileIdSchema,
  resume: profileIdSchema,
  delete: profileIdSchema,
};

const DONE = { pause: "paused", resume: "resumed", delete: "deleted" } as const;

export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const em = args.context.get(dbContext);
  return formAction(args, ALERT_FORMS, async ({ intent, value }) => {
    if (intent === "verify-email") {
      await requestEmailVerification(em, user);
      return redirect("/alerts?notice=email-sent");
    }
    const { id } = value as { id: number };
    if (intent === "delete") await deleteProfile(em, user.id, id);
    else await setProfilePaused(em, user.id, id, intent === "pause");
    return redirect(`/alerts?notice=${DONE[intent]}`);
  });
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const locale = usePageLocale();
  const { profiles, channels, deliveries, email } = loaderData;
  const [searchParams] = useSearchParams();
  const notice = noticeText(searchParams, NOTICES);
  const emailChannel = channels.find((channel) => channel.kind === "email");
  const channelName = (kind: keyof typeof CHANNEL_NAMES) => i18n._(CHANNEL_NAMES[kind]);
  return (
    <section className="alerts-page">
      <h1>
        <Trans>Alerts</Trans>
      </h1>
      <Notice>{notice && i18n._(notice)}</Notice>
      <FormErrors
        errors={Object.values(actionData?.result.error ?? {}).flatMap((messages) => messages ?? [])}
      />

      <div className="alerts-heading">
        <h2>
          <Trans>Your alert profiles</Trans>
        </h2>
        <Link to="/alerts/new" className="button">
          <Trans>New alert</Trans>
        </Link>
      </div>
      {profiles.length === 0 ? (
        <p>
          <Trans>
            No alerts yet. Create one from scratch, or search the{" "}
            <Link to="/home">tender list</Link> and choose &lsquo;Create alert from this
            search&rsquo;.
          </Trans>
        </p>
      ) : (
        <ul className="alert-profiles">
          {profiles.map((profile) => {
            const keywords = profile.includeKeywords;
            const excluded = profile.excludeKeywords;
            const channelList = profile.channels.map(channelName).join(", ");
            return (
              <li key={profile.id} className="alert-profile" aria-label={profile.name}>
                <h3>
                  {profile.name}{" "}
                  {profile.paused && (
                    <span className="badge badge-muted">
                      <Trans>Paused</Trans>
                    </span>
                  )}
                </h3>
                <p className="alert-profile-details">
                  {keywords ? t`Keywords: ${keywords}` : t`Any keywords`}
                  {excluded && t` · Not: ${excluded}`}
                  {profile.summary.map((item, index) => (
                    <span key={index}>
                      {index === 0 ? " · " : ", "}
                      <LocalName item={item} />
                    </span>
                  ))}
                  {profile.organisation &&
                    `${profile.summary.length ? ", " : " · "}${profile.organisation}`}
                  {" · "}
                  {profile.frequency === "daily" ? (
                    <Trans>Daily digest by {channelList}</Trans>
                  ) : (
                    <Trans>Immediately by {channelList}</Trans>
                  )}
                  {profile.awardNotices && t` · Award notices`}
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
                    <Trans>Edit</Trans>
                  </Link>
                  {profile.listUrl && (
                    <Link to={profile.listUrl} className="button button-ghost">
                      <Trans>See matching tenders</Trans>
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
                      {profile.paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
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
                      <Trans>Delete</Trans>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <h2>
        <Trans>Channels</Trans>
      </h2>
      <ul className="alert-channels">
        {channels.map((channel) => {
          const name = channelName(channel.kind);
          return (
            <li key={channel.kind} id={`${channel.kind}-channel`}>
              <strong>{name}</strong>:{" "}
              {channel.active ? (
                <>
                  <Trans>verified</Trans>
                  {channel.address ? ` (${channel.address})` : ""}
                </>
              ) : channel.unsubscribed ? (
                <Trans>unsubscribed</Trans>
              ) : channel.pending ? (
                <Trans>waiting for verification</Trans>
              ) : (
                <Trans>not set up</Trans>
              )}
              {!channel.delivers && (
                <span className="channel-state">
                  {" "}
                  <Trans>(sending not set up on this server)</Trans>
                </span>
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
                      <Trans>Verify e-mail</Trans>
                    </button>{" "}
                    <span className="field-hint">
                      <Trans>A link will be sent to {email}.</Trans>
                    </span>
                  </Form>
                )
              ) : (
                <>
                  {" "}
                  <Link to={CHANNEL_SETUP[channel.kind]}>
                    {channel.active ? <Trans>Manage</Trans> : <Trans>Set up {name}</Trans>}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>

      <p>
        <Trans>
          <Link to="/alerts/channels/calendar">Calendar of your saved tenders' closing dates</Link>{" "}
          (a private iCalendar link for your phone or desktop calendar).
        </Trans>
      </p>

      <h2>
        <Trans>Delivery history</Trans>
      </h2>
      <DataTable
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        empty={t`Nothing has been sent yet.`}
        columns={[
          { header: t`When`, cell: (delivery) => formatDateTime(delivery.at, locale) },
          { header: t`Channel`, cell: (delivery) => channelName(delivery.channel) },
          {
            header: t`Tender`,
            cell: (delivery) => <Link to={`/tenders/${delivery.tenderId}`}>{delivery.title}</Link>,
          },
          {
            header: t`Status`,
            cell: (delivery) => i18n._(DELIVERY_STATUSES[delivery.status]),
          },
        ]}
      />
    </section>
  );
}
