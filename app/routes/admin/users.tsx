import { actionName } from "~/ui/action-name";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { formAction } from "~/server/form-action.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { parseUserListQuery, userChangeSchema } from "~/modules/users/users.schema";
import { canChangeRole, changeUserRole, listUsersPage } from "~/modules/users/users.server";
import {
  canChangeStatus,
  deactivateUser,
  reactivateUser,
} from "~/modules/users/account-status.server";
import { USER_SEARCH_MAX } from "~/modules/users/user-list-query";
import { formatEthiopianPhone } from "~/modules/phone/ethiopian-phone";
import { formatDate } from "~/modules/tenders/format";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { dbContext } from "~/server/request-context";
import { LoadingNote } from "~/ui/LoadingNote";
import { Pagination } from "~/ui/Pagination";
import { pageMeta } from "~/ui/meta";
import { DataTable } from "~/ui/DataTable";
import { Notice, noticeText } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { roleChoices, roleLabel } from "~/modules/users/role-labels";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`User Management`);

export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  const i18n = pageI18n(args.context);
  const url = new URL(args.request.url);
  const query = parseUserListQuery(url.searchParams);
  const result = await listUsersPage(args.context.get(dbContext), query);
  return {
    ...result,
    query,
    users: result.users.map((user) => ({
      ...user,
      canChangeRole: canChangeRole(actor, user),
      canChangeStatus: canChangeStatus(actor, user),
    })),
    notice: noticeText(url.searchParams, {
      "role-changed": i18n._(msg`Role updated.`),
      deactivated: i18n._(
        msg`Account deactivated: its sessions and API tokens have ended and its alerts have stopped.`,
      ),
      reactivated: i18n._(msg`Account reactivated: the user can sign in again.`),
    }),
  };
}

const DONE = { role: "role-changed", deactivate: "deactivated", reactivate: "reactivated" };

export function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  return formAction(args, userChangeSchema, async ({ value: change }) => {
    const em = args.context.get(dbContext);
    if (change.intent === "role") await changeUserRole(em, actor, change.userId, change.role);
    else if (change.intent === "deactivate") await deactivateUser(em, actor, change.userId);
    else await reactivateUser(em, actor, change.userId);
    // Back to the same search and page of the list (post/redirect/get, so reload does not resubmit).
    const params = new URL(args.request.url).searchParams;
    params.set("notice", DONE[change.intent]);
    return redirect(`/admin/users?${params}`);
  });
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/users";
  const { users, page, pageCount, total, query, notice } = loaderData;
  const errors = Object.values(actionData?.result.error ?? {}).flatMap(
    (messages) => messages ?? [],
  );
  const error = errors.length ? errors.join(" ") : undefined;
  const { i18n, t } = useLingui();
  const locale = usePageLocale();
  return (
    <section className="admin-users">
      <h1>
        <Trans>User Management</Trans>
      </h1>
      <Notice>{notice}</Notice>
      {error && (
        <Notice tone="error">
          <Trans>Error: {error}</Trans>
        </Notice>
      )}
      <UserSearch query={query} />
      <p className="user-count" role="status">
        <Plural value={total} one="# account found" other="# accounts found" />
      </p>
      <LoadingNote active={loading} />
      <DataTable
        stacked
        rows={users}
        rowKey={(user) => user.id}
        empty={t`No users found.`}
        columns={[
          { header: t`Name`, cell: (user) => user.name },
          { header: t`Email`, cell: (user) => <EmailAddress email={user.email} /> },
          {
            header: t`Phone`,
            cell: (user) => formatEthiopianPhone(user.phone),
            className: "user-phone",
          },
          { header: t`Company`, cell: (user) => user.company },
          {
            header: t`Role`,
            cell: (user) => <span className="role-label">{roleLabel(user.role, i18n)}</span>,
          },
          {
            header: t`Created`,
            cell: (user) => (
              <time dateTime={user.createdAt}>{formatDate(user.createdAt, locale)}</time>
            ),
          },
          {
            header: t`Status`,
            cell: ({ deactivatedAt }) => {
              if (!deactivatedAt) {
                return (
                  <span className="user-status">
                    <Trans>Active</Trans>
                  </span>
                );
              }
              // The day on a line of its own, under the word, so the column stays narrow.
              return (
                <span className="user-status user-status-off">
                  <Trans>Deactivated</Trans>{" "}
                  <time dateTime={deactivatedAt}>{formatDate(deactivatedAt, locale)}</time>
                </span>
              );
            },
          },
          {
            header: t`Actions`,
            cell: (user) =>
              (user.canChangeRole || user.canChangeStatus) && (
                <div className="user-action-buttons">
                  {user.canChangeRole && <RoleForm user={user} />}
                  {user.canChangeStatus && <StatusForm user={user} />}
                </div>
              ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} label={t`User pages`} showPageCount />
    </section>
  );
}

/** An address that may wrap before its @ in a narrow column, not in the middle of a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** A GET form: the search lives in the URL (shareable, kept by the pager), with or without JS. */
function UserSearch({
  query,
}: {
  query: { q: string; role?: string; status?: string; sort: string };
}) {
  const { i18n, t } = useLingui();
  const filtered = Boolean(query.q || query.role || query.status || query.sort !== "oldest");
  // A new key when the URL's query changes, so the fields show it after back/forward too.
  const key = JSON.stringify(query);
  return (
    <Form method="get" role="search" className="user-search" key={key}>
      <div className="field user-search-text">
        <label htmlFor="user-q">
          <Trans>Search by name, email or company</Trans>
        </label>
        <input
          id="user-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={USER_SEARCH_MAX}
        />
      </div>
      <div className="field">
        <label htmlFor="user-role">
          <Trans>Role</Trans>
        </label>
        <select id="user-role" name="role" defaultValue={query.role ?? ""}>
          <option value="">{t`All roles`}</option>
          {roleChoices(i18n).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="user-status">
          <Trans>Status</Trans>
        </label>
        <select id="user-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">{t`Any status`}</option>
          <option value="active">{t`Active`}</option>
          <option value="deactivated">{t`Deactivated`}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="user-sort">
          <Trans>Sort</Trans>
        </label>
        <select id="user-sort" name="sort" defaultValue={query.sort}>
          <option value="oldest">{t`Oldest first`}</option>
          <option value="newest">{t`Newest first`}</option>
        </select>
      </div>
      <div className="user-search-buttons">
        <button type="submit" className="button button-small">
          <Trans>Search</Trans>
        </button>
        {filtered && (
          <Link to="/admin/users" className="button button-small button-ghost">
            <Trans>Clear</Trans>
          </Link>
        )}
      </div>
    </Form>
  );
}

function RoleForm({ user }: { user: { id: number; name: string; role: string } }) {
  const { t } = useLingui();
  const next = user.role === "admin" ? "user" : "admin";
  const label = next === "admin" ? t`Make admin` : t`Make user`;
  const name = user.name;
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="role" value={next} />
      <button
        type="submit"
        className="button button-small button-ghost"
        aria-label={actionName(label, name, ": ")}
      >
        {label}
      </button>
    </Form>
  );
}

function StatusForm({
  user,
}: {
  user: { id: number; name: string; deactivatedAt: string | null };
}) {
  const { t } = useLingui();
  const name = user.name;
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="intent" value={user.deactivatedAt ? "reactivate" : "deactivate"} />
      {user.deactivatedAt ? (
        <button
          type="submit"
          className="button button-small"
          aria-label={actionName(t`Reactivate`, name, ": ")}
        >
          <Trans>Reactivate</Trans>
        </button>
      ) : (
        <button
          type="submit"
          className="button button-small button-danger"
          aria-label={actionName(t`Deactivate`, name, ": ")}
        >
          <Trans>Deactivate</Trans>
        </button>
      )}
    </Form>
  );
}
