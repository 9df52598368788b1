import {
  accountDeletionSchema,
  apiAccountPatchSchema,
  passwordChangeSchema,
} from "~/modules/account/account.schema";
import { apiRegisterSchema } from "~/modules/auth/auth.schema";
import { userListQuerySchema } from "~/modules/users/users.schema";
import { pageQuerySchema } from "./api-http.server";
import { apiLoginSchema, apiLogoutQuerySchema } from "./api-login.schema";
import * as schemas from "./api-schemas";
import { id, type Endpoint } from "./openapi-endpoint.server";

// /auth (sign in and out, accounts for admins) and /account (the caller's own).

const userListQuery = userListQuerySchema.omit({ page: true }).extend(pageQuerySchema.shape);
const userListQueryText: Record<string, string> = {
  q: "Part of the name, email or company, in any letter case.",
  status: "active, or deactivated (accounts an admin stopped); both when absent.",
  sort: "By creation date: oldest (the default) or newest first.",
};
const USER_STATUS_REFUSALS =
  "An admin's or superadmin's account, and the caller is an admin; or the caller's own account";

export const accountPaths: Endpoint[] = [
  {
    method: "post",
    path: "/auth/login",
    summary: "Sign in; answers a bearer token",
    access: "public",
    json: apiLoginSchema,
    ok: { status: 200, description: "Token and user", schema: schemas.loginResponse },
    errors: [400, 401, 403, 413, 415, 429],
    errorText: { 403: "The password is right but an admin deactivated the account" },
  },
  {
    method: "post",
    path: "/auth/register",
    summary: "Create an account",
    access: "public",
    json: apiRegisterSchema,
    ok: { status: 201, description: "Registered", schema: schemas.registerResponse },
    errors: [400, 409, 413, 415],
  },
  {
    method: "post",
    path: "/auth/logout",
    summary:
      "Revoke the bearer token of this request; with everywhere=true every API token and browser session of the user",
    access: "user",
    query: apiLogoutQuerySchema,
    ok: { status: 200, description: "Revoked", schema: schemas.messageResponse },
    errors: [400, 401],
  },
  {
    method: "get",
    path: "/auth/users",
    summary: "List users: search, filter by role and status, sort by creation date",
    access: "admin",
    query: userListQuery,
    queryText: userListQueryText,
    ok: { status: 200, description: "Users", schema: schemas.apiUserAccount, list: true },
    errors: [401, 403],
  },
  {
    method: "post",
    path: "/auth/users/{id}/deactivate",
    summary:
      "Deactivate an account: it cannot sign in, its sessions and tokens end at once, its alerts stop",
    access: "admin",
    params: { id },
    ok: { status: 200, description: "The account, deactivated", schema: schemas.apiUserAccount },
    errors: [401, 403, 404],
    errorText: { 403: `${USER_STATUS_REFUSALS}; or the last active superadmin` },
  },
  {
    method: "post",
    path: "/auth/users/{id}/reactivate",
    summary: "Reactivate an account: it can sign in again with its password",
    access: "admin",
    params: { id },
    ok: { status: 200, description: "The account, active", schema: schemas.apiUserAccount },
    errors: [401, 403, 404],
    errorText: { 403: USER_STATUS_REFUSALS },
  },
  {
    method: "get",
    path: "/account",
    summary: "The caller's own account",
    access: "user",
    ok: { status: 200, description: "The account", schema: schemas.accountProfile },
    errors: [401],
  },
  {
    method: "patch",
    path: "/account",
    summary:
      "Change name, company or phone; `email`, with `currentPassword`, mails a single-use link to the new address (its page's button makes the change; opening it changes nothing) and tells the old address, with a link that cancels it. A pending change ends with a password change or reset and with signing out everywhere",
    access: "user",
    json: apiAccountPatchSchema,
    ok: { status: 200, description: "The account", schema: schemas.accountProfile },
    errors: [400, 401, 409, 413, 415, 429],
    errorText: {
      400: "Invalid fields (`errors`); `email` without `currentPassword`, or a wrong one (`errors.currentPassword`): nothing is changed",
      409: "The new e-mail address belongs to another account",
    },
  },
  {
    method: "delete",
    path: "/account",
    summary:
      "Delete the caller's account (password in the body): saved tenders, alerts, channels, deliveries, sessions and tokens go with it; tenders they published stay, with publishedBy null. The only superadmin is refused (409)",
    access: "user",
    json: accountDeletionSchema,
    ok: { status: 204, description: "Deleted" },
    errors: [400, 401, 409, 413, 415, 429],
  },
  {
    method: "post",
    path: "/account/password",
    summary:
      "Change the password with the current one; every other API token and browser session of the caller ends (and a pending e-mail change), this token stays, and a notice is mailed. A private calendar URL the caller had is replaced: `calendarUrl` is the new one, shown only in this answer (null when they had none)",
    access: "user",
    json: passwordChangeSchema,
    ok: { status: 200, description: "Changed", schema: schemas.passwordChangedResponse },
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: "get",
    path: "/account/sessions",
    summary: "The caller's live browser sessions and API tokens (never the tokens themselves)",
    access: "user",
    ok: { status: 200, description: "Sessions", schema: schemas.accountSession, list: true },
    errors: [401],
  },
  {
    method: "post",
    path: "/account/sessions/end-others",
    summary: "Sign out everywhere else: every API token and browser session but this token ends",
    access: "user",
    ok: { status: 200, description: "How many ended", schema: schemas.endedSessionsResponse },
    errors: [401],
  },
  {
    method: "get",
    path: "/account/export",
    summary:
      "Download my data: profile, saved tenders, alert profiles, alert channels and deliveries (an attachment)",
    access: "user",
    ok: { status: 200, description: "The caller's data", schema: schemas.accountExport },
    errors: [401],
  },
];
