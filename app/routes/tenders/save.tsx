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
import { logger } from "~/server/logger.server";
import { pageI18n } from "~/i18n/page-i18n.server";

/** A GET (e.g. a reload after a no-JS save) just goes to the tender. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  return redirect(id === null ? "/home" : `/tenders/${id}`);
}

/** POST /tenders/{id}/save with intent save | unsave. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = parseId(params.id);
  const user = getCurrentUser({ context });
  if (!user) {
    const login = new URLSearchParams({ notice: "save", redirectTo: `/tenders/${id ?? ""}` });
    return redirect(`/login?${login}`);
  }
  const submission = await readSubmission(request, saveTenderSchema, pageI18n(context));
  const form = submission.status === "success" ? submission.value : null;

  let ok = false;
  if (id !== null && form) {
    try {
      if (form.intent === "unsave") {
        await unsaveTender(context.get(dbContext), user.id, id);
        ok = true;
      } else {
        ok = (await saveTender(context.get(dbContext), user.id, id)) === "saved";
      }
    } catch (error) {
      logger.error({ err: error, tenderId: id }, "saving a tender failed");
    }
  }

  // With JavaScript (a fetcher) answer with data; without, go back to the page it came from.
  if (form?.js) {
    return ok
      ? data({ ok: true as const, saved: form.intent === "save" })
      : data(
          { ok: false as const, error: pageI18n(context)._(SAVE_FAILED_MESSAGE) },
          { status: 400 },
        );
  }
  const back = new URL(
    safeRedirectTo(form?.redirectTo, id === null ? "/home" : `/tenders/${id}`),
    "http://localhost",
  );
  if (ok) back.searchParams.delete("save");
  else back.searchParams.set("save", "failed");
  return redirect(back.pathname + back.search);
}
