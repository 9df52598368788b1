import { actionName } from "~/ui/action-name";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { formatDateTime } from "./format";
import { usePageLocale } from "./page-locale";
import type { PublicationState } from "./publication-state";

export function PublicationStatus({
  publication,
  publishedAt,
}: {
  publication: PublicationState;
  publishedAt: string | null;
}) {
  const locale = usePageLocale();
  if (publication === "draft") {
    return (
      <span className="publication-state publication-draft">
        <Trans>Draft</Trans>
      </span>
    );
  }
  if (publication === "scheduled") {
    const at = formatDateTime(publishedAt, locale);
    return (
      <span className="publication-state">
        <Trans>Scheduled for {at}</Trans>
      </span>
    );
  }
  return (
    <span className="publication-state">
      <Trans>Published</Trans>
    </span>
  );
}

export function PublishNowForm({
  id,
  title,
  from,
}: {
  id: number;
  title: string;
  /** Where to come back to: the admin list, or the edit page. */
  from: "list" | "edit";
}) {
  const { t } = useLingui();
  const action = `/admin/tenders/${id}/publish`;
  const navigation = useNavigation();
  const publishing = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="publish-now-form">
      <input type="hidden" name="from" value={from} />
      <button
        type="submit"
        className={from === "list" ? "link-button" : "button"}
        aria-label={actionName(t`Publish now`, title)}
        disabled={publishing}
      >
        {publishing ? t`Publishing...` : t`Publish now`}
      </button>
    </Form>
  );
}
