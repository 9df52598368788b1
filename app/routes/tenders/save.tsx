import { redirect } from "react-router";
import type { Route } from "./+types/save";
import { formAction } from "~/server/form-action.server";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { safeRedirectTo } from "~/modules/auth/redirect-to";
import { SAVE_FAILED_MESSAGE } from "~/modules/saved/save-tender-messages";
import { saveTenderSchema } from "~/modules/saved/save-tender.schema";
import { saveTender, unsaveTender } from "~/modules/saved/saved-tenders.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** A GET (e.g. a reload after a no-JS save) just goes to the tender. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  return redirect(id === null ? "/home" : `/tenders/${id}`);
}

/**
 * POST /tenders/{id}/save with intent save | unsave: a button, not a form to show again. With
 * JavaScript (a fetcher) it answers with data; without, it goes back to the page it came from.
 * A refusal says so there; a lost database or a forged form is the error page.
 */
export function action(args: Route.ActionArgs) {
  const { context, params } = args;
  const id = parseId(params.id);
  const user = getCurrentUser({ context });
  if (!user) {
    const login = new URLSearchParams({ notice: "save", redirectTo: `/tenders/${id ?? ""}` });
    return redirect(`/login?${login}`);
  }
  return formAction(
    args,
    saveTenderSchema,
    async ({ value: form, i18n, reply }) => {
      let refusal: number | null = id === null ? 400 : null;
      if (id !== null) {
        const em = context.get(dbContext);
        if (form.intent === "unsave") await unsaveTender(em, user.id, id);
        else if ((await saveTender(em, user.id, id)) === "missing") refusal = 404;
      }
      if (form.js) {
        if (refusal === null) return reply({}, { saved: form.intent === "save" });
        const formErrors = [i18n._(SAVE_FAILED_MESSAGE)];
        return reply({ formErrors }, {}, { status: refusal });
      }
      const back = new URL(
        safeRedirectTo(form.redirectTo, id === null ? "/home" : `/tenders/${id}`),
        "http://localhost",
      );
      if (refusal === null) back.searchParams.delete("save");
      else back.searchParams.set("save", "failed");
      return redirect(back.pathname + back.search);
    },
    { noForm: true },
  );
}
