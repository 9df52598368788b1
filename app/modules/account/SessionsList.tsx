import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import type { Locale } from "~/i18n/locales";
import { formatDateTime } from "~/modules/tenders/format";
import { DataTable } from "~/ui/DataTable";
import type { PageSession } from "./session-list.server";

const END_SESSION_ACTION = "/account/sessions/end";

/** Each sign-in with its device, place and last use; every other one can be signed out. */
export function SessionsList({ sessions, locale }: { sessions: PageSession[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <DataTable
      stacked
      rows={sessions}
      rowKey={(session) => session.id}
      empty={t`No active sessions.`}
      columns={[
        {
          header: t`Device`,
          // One element per cell: on a phone each cell is a two-column grid of label and value.
          cell: (session) => (
            <span>
              {session.device}
              {session.current && (
                <>
                  {" "}
                  <span className="badge">
                    <Trans>This browser</Trans>
                  </span>
                </>
              )}
            </span>
          ),
        },
        { header: t`Place`, cell: (session) => session.place },
        {
          header: t`Last used`,
          cell: (session) =>
            session.lastUsedAt ? (
              <span>
                {session.lastUsedAgo}
                <br />
                <span className="session-date">{formatDateTime(session.lastUsedAt, locale)}</span>
              </span>
            ) : (
              t`Not yet`
            ),
        },
        { header: t`Signed in`, cell: (session) => formatDateTime(session.createdAt, locale) },
        {
          header: t`Sign out`,
          className: "session-end",
          cell: (session) => (session.current ? null : <EndSession session={session} />),
        },
      ]}
    />
  );
}

function EndSession({ session }: { session: PageSession }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === END_SESSION_ACTION &&
    navigation.formData?.get("session") === String(session.id);
  return (
    <Form method="post" action={END_SESSION_ACTION}>
      <input type="hidden" name="session" value={session.id} />
      <button type="submit" className="button button-ghost button-small" disabled={busy}>
        <Trans>Sign out</Trans>
        {/* Each button names its device for screen readers: "Sign out Chrome on Android". */}{" "}
        <span className="visually-hidden">{session.device}</span>
      </button>
    </Form>
  );
}
