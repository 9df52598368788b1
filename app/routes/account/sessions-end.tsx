import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/sessions-end";
import { endSessionSchema } from "~/modules/account/account.schema";
import { endSession } from "~/modules/account/session-list.server";
import { requireUser } from "~/modules/auth/guards.server";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { Notice } from "~/ui/Notice";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Sign out`);

/** Nothing to show on a GET (a reload after a no-JS submit): the list is on /account. */
export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return redirect("/account#account-sessions");
}

/** Signs one of the user's browsers or apps out; someone else's session is a 404. */
export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return formAction(
    args,
    endSessionSchema,
    async ({ value }) => {
      await endSession(args.context.get(dbContext), user.id, value.session);
      return redirect("/account?notice=session-ended");
    },
    { shows: () => false },
  );
}

/** Only a malformed submit lands here. */
export default function EndSession({ actionData }: Route.ComponentProps) {
  const errors = actionData?.result.error;
  const message = errors ? Object.values(errors).flat()[0] : undefined;
  return (
    <section className="account-page">
      <h1>
        <Trans>Sign out</Trans>
      </h1>
      <Notice tone="error">{message}</Notice>
      <p>
        <Link to="/account#account-sessions">
          <Trans>Back to your account</Trans>
        </Link>
      </p>
    </section>
  );
}
