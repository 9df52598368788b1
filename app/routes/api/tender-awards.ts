import type { Route } from "./+types/tender-awards";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { requireApiUser } from "~/modules/api/api-auth.server";
import { handleApi, json, readJson } from "~/modules/api/api-http.server";
import { getApiOutcome } from "~/modules/api/api-outcomes.server";
import { awardSchema } from "~/modules/awards/award.schema";
import { recordAward } from "~/modules/awards/awards.server";
import {
  callerOf,
  onceKeyOf,
  replayHeaders,
  runOnce,
} from "~/modules/idempotency/idempotency.server";
import { idParam } from "~/modules/ids";
import { dbContext } from "~/server/request-context";

/** Records an award; a repeated Idempotency-Key records nothing more. Answers the outcome. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const actor = requireApiUser({ context }, ADMIN_ROLES);
    const id = idParam(params.tenderId, "tender");
    const em = context.get(dbContext);
    const input = await readJson(request, awardSchema);
    const once = onceKeyOf(request, null, callerOf(actor), `award:create:${id}`, input);
    const { value, replayed } = await runOnce(em, once, (tx) => recordAward(tx, actor, id, input));
    return json(
      { ...(await getApiOutcome(em, id)), awardId: value.id },
      { status: 201, headers: replayHeaders(replayed) },
    );
  });
}
