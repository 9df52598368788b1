import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { readSubmission } from "~/server/form-submission.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { DomainError } from "~/modules/domain-errors";
import { roleChangeSchema } from "~/modules/users/users.schema";
import { canChangeRole, changeUserRole, listUsersPage } from "~/modules/users/users.server";
import { formatEthiopianPhone } from "~/modules/phone/ethiopian-phone";
import { dbContext } from "~/server/request-context";
import { LoadingNote } from "~/ui/LoadingNote";
import { Pagination } from "~/ui/Pagination";
import { pageMeta } from "~/ui/meta";
import { parsePage } from "~/ui/paging";
import { DataTable } from "~/ui/DataTable";
import { Notice, noticeText } from "~/ui/Notice";
import { pageI18n } from "~/i18n/page-i18n.server";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { translateText } from "~/i18n/translate-text.server";
import { roleLabel } from "~/modules/users/role-labels";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`User Management`);

export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  const i18n = pageI18n(args.context);
  const url = new URL(args.request.url);
  const result = await listUsersPage(
    args.context.get(dbContext),
    parsePage(url.searchParams.get("page")),
  );
  return {
    ...result,
    users: result.users.map((user) => ({ ...user, canChangeRole: canChangeRole(actor, user) })),
    notice: noticeText(url.searchParams, { "role-changed": i18n._(msg`Role updated.`) }),
  };
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const i18n = pageI18n(args.context);
  const submission = await readSubmission(args.request, roleChangeSchema, i18n);
  if (submission.status !== "success") {
    return data({ error: i18n._(msg`Choose a user and a role (user or admin).`) }, { status: 400 });
  }
  try {
    await changeUserRole(
      args.context.get(dbContext),
      actor,
      submission.value.userId,
      submission.value.role,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ error: translateText(i18n, error.message) }, { status: error.status });
  }
  // Back to the same page of the list (post/redirect/get, so reload does not resubmit).
  const params = new URL(args.request.url).searchParams;
  params.set("notice", "role-changed");
  return redirect(`/admin/users?${params}`);
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/users";
  const { users, page, pageCount, notice } = loaderData;
  const error = actionData?.error;
  const { i18n, t } = useLingui();
  return (
    <section>
      <h1>
        <Trans>User Management</Trans>
      </h1>
      <Notice>{notice}</Notice>
      {error && (
        <Notice tone="error">
          <Trans>Error: {error}</Trans>
        </Notice>
      )}
      <LoadingNote active={loading} />
      <DataTable
        rows={users}
        rowKey={(user) => user.id}
        empty={t`No users found.`}
        columns={[
          { header: t`Name`, cell: (user) => user.name },
          { header: t`Email`, cell: (user) => user.email },
          { header: t`Phone`, cell: (user) => formatEthiopianPhone(user.phone) },
          { header: t`Company`, cell: (user) => user.company },
          {
            header: t`Role`,
            cell: (user) => (
              <>
                <span className="role-label">{roleLabel(user.role, i18n)}</span>
                {user.canChangeRole && <RoleForm user={user} />}
              </>
            ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} label={t`User pages`} showPageCount />
    </section>
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
      <input type="hidden" name="role" value={next} />
      <button type="submit" className="button button-small" aria-label={t`${label}: ${name}`}>
        {label}
      </button>
    </Form>
  );
}
