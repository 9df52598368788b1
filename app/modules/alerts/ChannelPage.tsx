import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";

/** The frame of the channel set-up pages: back link to /alerts, heading, status line. */
export function ChannelPage({
  title,
  status,
  children,
}: {
  title: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="auth-card channel-card">
      <p className="channel-back">
        <Link to="/alerts">
          <Trans>← Alerts</Trans>
        </Link>
      </p>
      <h1>{title}</h1>
      <p className="channel-status" role="status">
        {status}
      </p>
      {children}
    </section>
  );
}

/** "Linking..." while this form's intent is being posted (JavaScript only). */
export function pendingLabel(
  navigation: { state: string; formData?: FormData },
  intent: string,
  idle: string,
  busy: string,
) {
  const active = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return active ? busy : idle;
}
