import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/language";
import { localeCookie } from "~/i18n/locale.server";
import { languageSchema } from "~/modules/account/account.schema";
import { LanguageForm } from "~/modules/account/AccountForms";
import { requireUser } from "~/modules/auth/guards.server";
import { usePageLocale } from "~/modules/tenders/page-locale";
import { setUserLocale } from "~/modules/users/users.server";
import { formAction } from "~/server/form-action.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Language`);

/** The setting on a page of its own: where a refused submit lands, with its message. */
export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return null;
}

/** Saves the account's language and sets this browser's cookie, so the next page is in it. */
export function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return formAction(args, languageSchema, async ({ value }) => {
    await setUserLocale(args.context.get(dbContext), user.id, value.locale);
    return redirect("/account?notice=language-saved", {
      headers: { "Set-Cookie": await localeCookie().serialize(value.locale) },
    });
  });
}

export default function AccountLanguage({ actionData }: Route.ComponentProps) {
  const locale = usePageLocale();
  return (
    <section className="account-page">
      <h1>
        <Trans>Language</Trans>
      </h1>
      <section className="account-section">
        <LanguageForm current={locale} lastResult={actionData?.result} />
      </section>
      <p>
        <Link to="/account">
          <Trans>Back to your account</Trans>
        </Link>
      </p>
    </section>
  );
}
