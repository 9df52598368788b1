import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/tenders-edit";
import { requireAdmin } from "~/modules/auth/guards.server";
import { callerOf, newFormToken } from "~/modules/idempotency/idempotency.server";
import { tenderForEdit, tenderFormOptions } from "~/modules/tenders/admin-tenders.server";
import { updateTender } from "~/modules/tenders/tender-commands.server";
import { formatDateTime } from "~/modules/tenders/format";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { tenderPageAction } from "~/modules/tenders/tender-page-action.server";
import { TenderForm } from "~/modules/tenders/TenderForm";
import { PublicationStatus, PublishNowForm } from "~/modules/tenders/PublicationStatus";
import { ChannelPostState } from "~/modules/tenders/ChannelPostState";
import { channelPostOfTender } from "~/modules/telegram/channel-posts.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { withDomainErrors } from "~/server/page-errors.server";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { TENDER_UPLOAD_LIMIT } from "~/server/body-limits";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Edit Tender`);

export const loader = withDomainErrors(async (args: Route.LoaderArgs) => {
  const actor = requireAdmin(args);
  const em = args.context.get(dbContext);
  const id = idParam(args.params.id, "tender");
  const [tender, options] = await Promise.all([
    tenderForEdit(em, actor, id),
    tenderFormOptions(em),
  ]);
  const channelPost = await channelPostOfTender(em, id);
  return { tender, options, channelPost, formToken: newFormToken() };
});

/** A tender with its documents. */
export const bodyLimit = TENDER_UPLOAD_LIMIT;

export const action = withDomainErrors(async (args: Route.ActionArgs) => {
  const actor = requireAdmin(args);
  const id = idParam(args.params.id, "tender");
  const write = {
    em: args.context.get(dbContext),
    caller: callerOf(actor),
    scope: `tender:update:${id}`,
    failureMessage: pageI18n(args.context)._(msg`Error updating tender`),
  };
  return tenderPageAction(
    args,
    write,
    (tx, value, documents) => updateTender(tx, actor, { ...value, id, documents }),
    `/admin/tenders/edit/${id}?notice=updated`,
  );
});

const ACTIONS = { create: msg`Created`, update: msg`Updated`, delete: msg`Deleted` } as const;

export default function EditTender({ loaderData, actionData }: Route.ComponentProps) {
  const { tender, options, channelPost, formToken } = loaderData;
  const [searchParams] = useSearchParams();
  const updated = searchParams.get("notice") === "updated" && !actionData;
  const published = searchParams.get("notice") === "published" && !actionData;
  const { i18n, t } = useLingui();
  const locale = usePageLocale();
  return (
    <section>
      <div className="page-heading">
        <h1>
          <Trans>Edit Tender</Trans>
        </h1>
        <Link to={`/admin/tenders/create?copyOf=${tender.id}`} className="button button-ghost">
          <Trans>Copy to a new tender</Trans>
        </Link>
      </div>
      {updated && (
        <Notice>
          <Trans>Tender updated successfully!</Trans>
        </Notice>
      )}
      {published && (
        <Notice>
          <Trans>Tender published.</Trans>
        </Notice>
      )}
      <div className="publication-summary">
        <p>
          <Trans>Status:</Trans>{" "}
          <PublicationStatus publication={tender.publication} publishedAt={tender.publishedAt} />
          {tender.publication !== "published" && (
            <>
              {" · "}
              <Link to={`/tenders/${tender.id}`}>
                <Trans>Preview</Trans>
              </Link>
            </>
          )}
          {tender.publication === "published" && (
            <>
              {" · "}
              <Link to={`/admin/tenders/${tender.id}/outcome`}>
                <Trans>Outcome: awards, cancellation</Trans>
              </Link>
            </>
          )}
        </p>
        <ChannelPostState post={channelPost} />
        {tender.publication !== "published" && (
          <PublishNowForm id={tender.id} title={tender.values.title} from="edit" />
        )}
      </div>
      <TenderForm
        // A fresh form after each save, so it shows the stored values and documents.
        key={tender.history[0]?.id ?? "form"}
        mode="edit"
        action={`/admin/tenders/edit/${tender.id}`}
        options={options}
        formToken={formToken}
        lastResult={actionData?.result}
        duplicates={actionData?.duplicates}
        defaultValue={tender.values}
        documents={tender.documents}
        published={tender.publication === "published"}
      />
      {tender.values.description && (
        <section className="tender-preview" aria-labelledby="tender-preview-title">
          <h2 id="tender-preview-title">
            <Trans>Description as published</Trans>
          </h2>
          {/* Stored HTML was sanitized on save (one allowlist), so it is safe to render. */}
          <div
            className="rich-text"
            dangerouslySetInnerHTML={{ __html: tender.values.description }}
          />
        </section>
      )}
      <section className="tender-history" aria-labelledby="tender-history-title">
        <h2 id="tender-history-title">
          <Trans>History</Trans>
        </h2>
        {tender.history.length === 0 ? (
          <p>
            <Trans>No changes recorded yet.</Trans>
          </p>
        ) : (
          <ol>
            {tender.history.map((entry) => {
              const action = i18n._(ACTIONS[entry.action]);
              const email = entry.actorEmail;
              const actor = entry.actorDeleted ? t`a former admin (${email})` : email;
              return (
                <li key={entry.id}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> ·{" "}
                  <Trans>
                    <strong>{action}</strong> by {actor}
                  </Trans>
                  {/* The summary is the audit record's, kept in English. */}
                  {entry.summary && <span className="history-summary"> — {entry.summary}</span>}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </section>
  );
}
