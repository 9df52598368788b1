import { apiOutcomeSchema, awardSchema } from "~/modules/awards/award.schema";
import { apiRecordedAward, apiTenderOutcome } from "./api-outcome-schemas";
import { id, type Endpoint } from "./openapi-endpoint.server";

// How tenders ended: awards, cancellation, failure (docs/api.md, "Outcomes").

const OUTCOME_409 =
  "A rule of outcomes: a lot is awarded once (`errors.lot`; send replaceExisting=true to replace its award), a cancelled or failed tender has no award, a tender with awards is not cancelled or failed, or the tender is not published";

export const outcomePaths: Endpoint[] = [
  {
    method: "get",
    path: "/tenders/outcome/{tenderId}",
    summary:
      "How a published tender ended: awarded (its awards by lot), cancelled or failed (the reason, and the tender that re-advertised it), or pending",
    access: "user",
    params: { tenderId: id },
    ok: { status: 200, description: "The outcome", schema: apiTenderOutcome },
    errors: [401, 404],
    errorText: { 404: "No such tender, or it is not published" },
  },
  {
    method: "put",
    path: "/tenders/outcome/{tenderId}",
    summary:
      "Mark a published tender cancelled or failed, with the reason (and for failed, optionally the id of the tender that advertised it again); replaces a cancelled or failed outcome",
    access: "admin",
    params: { tenderId: id },
    json: apiOutcomeSchema,
    ok: { status: 200, description: "The outcome", schema: apiTenderOutcome },
    errors: [400, 401, 403, 404, 409, 413, 415],
    errorText: { 409: OUTCOME_409 },
  },
  {
    method: "delete",
    path: "/tenders/outcome/{tenderId}",
    summary:
      "Clear a cancelled or failed outcome: the tender is pending again (an awarded one's awards are removed one by one)",
    access: "admin",
    params: { tenderId: id },
    ok: { status: 204, description: "Cleared (or there was nothing to clear)" },
    errors: [401, 403, 404, 409],
    errorText: { 409: OUTCOME_409 },
  },
  {
    method: "post",
    path: "/tenders/awards/{tenderId}",
    summary:
      "Record the award of one lot (supplier by name, found in any letter case or created; amount; currency, ETB by default; award day; lot, 1 by default); the outcome becomes awarded",
    access: "admin",
    params: { tenderId: id },
    json: awardSchema,
    idempotent: true,
    ok: { status: 201, description: "The outcome, with the award's id", schema: apiRecordedAward },
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
    errorText: { 409: OUTCOME_409 },
  },
  {
    method: "put",
    path: "/tenders/awards/{tenderId}/{awardId}",
    summary: "Change an award (every field, as for recording it)",
    access: "admin",
    params: { tenderId: id, awardId: id },
    json: awardSchema,
    ok: { status: 200, description: "The outcome", schema: apiTenderOutcome },
    errors: [400, 401, 403, 404, 409, 413, 415],
    errorText: { 409: OUTCOME_409 },
  },
  {
    method: "delete",
    path: "/tenders/awards/{tenderId}/{awardId}",
    summary: "Remove an award; without awards the tender is pending again",
    access: "admin",
    params: { tenderId: id, awardId: id },
    ok: { status: 204, description: "Removed" },
    errors: [401, 403, 404],
  },
];
