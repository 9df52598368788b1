import { data, redirect } from "react-router";
import type { Route } from "./+types/save";
import { readSubmission } from "~/server/form-submission.server";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { safeRedirectTo } from "~/modules/auth/redirect-to";
import { SAVE_FAILED_MESSAGE } from "~/modules/saved/save-tender-messages";
import { saveTenderSchema } from "~/modules/saved/save-tender.schema";
import { saveTender, unsaveTender } from "~/modules/saved/saved-tenders.server";
import { parseId } from "~/modules/ids";
import { dbContext } from "~/server/request-context";
import { pageI18n } from "~/i18n/page-i18n.server";

/** A GET (e.g. a reload after a no-JS save) just goes to the tender. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  return redirect(id === null ? "/home" : `/tenders/${id}`);
}

/**
 * POST /tenders/{id}/save with intent save | unsave: a button, not a form to show again. With
 * JavaScript (a fetcher) it answers with data; without, it goes back to the page it came from.
 * A refusal says so there; anything else (a lost database) goes to the error handler.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  const user = getCurrentUser({ context });
  if (!user) {
    const login = new URLSearchParams({ notice: "save", redirectTo: `/tenders/${id ?? ""}` });
    return redirect(`/login?${login}`);
  }
  const submission = await readSubmission(request, saveTenderSchema, pageI18n(context));
  const form = submission.status === "success" ? submission.value : null;
  let refusal: number | null = form && id !== null ? null : 400;
  if (form && id !== null) {
    const em = context.get(dbContext);
    if (form.intent === "unsave") await unsaveTender(em, user.id, id);
    else if ((await saveTender(em, user.id, id)) === "missing") refusal = 404;
  }
  if (form?.js) {
    return refusal === null
      ? data({ ok: true as const, saved: form.intent === "save" })
      : data(
          { ok: false as const, error: pageI18n(context)._(SAVE_FAILED_MESSAGE) },
          { status: refusal },
        );
  }
  const back = new URL(
    safeRedirectTo(form?.redirectTo, id === null ? "/home" : `/tenders/${id}`),
    "http://localhost",
  );
  if (refusal === null) back.searchParams.delete("save");
  else back.searchParams.set("save", "failed");
  return redirect(back.pathname + back.search);
}
