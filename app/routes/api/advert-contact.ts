import type { Route } from "./+types/advert-contact";
import { ADMIN_ROLES } from "~/modules/auth/guards.server";
import { optionalApiUser, requireApiUser } from "~/modules/api/api-auth.server";
import { apiContactSchema } from "~/modules/api/api-contact.schema";
import { handleApi, json, listResponse, pageParams, readJson } from "~/modules/api/api-http.server";
import { listAdvertContactsPage } from "~/modules/contact/advert-contacts.server";
import { submitAdvertContact } from "~/modules/contact/contact.server";
import { callerOf, onceKeyOf, replayHeaders } from "~/modules/idempotency/idempotency.server";
import { clientAddress } from "~/modules/rate-limit/rate-limit.server";
import { dbContext } from "~/server/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    requireApiUser({ context }, ADMIN_ROLES);
    const { page, pageSize } = pageParams(request);
    const result = await listAdvertContactsPage(context.get(dbContext), page, pageSize);
    const ads = result.page === page ? result.ads : [];
    return listResponse(
      ads.map(({ sentAt, ...ad }) => ({ ...ad, createdAt: sentAt })),
      result.total,
    );
  });
}

/** Rate-limited per sender under a per-address ceiling; a repeated Idempotency-Key stores nothing more. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const { subject, ...input } = await readJson(request, apiContactSchema);
    const address = clientAddress(context);
    const contact = { ...input, message: subject };
    const caller = callerOf(optionalApiUser({ context }), address);
    const once = onceKeyOf(request, null, caller, "contact", contact);
    const { message, replayed } = await submitAdvertContact(
      context.get(dbContext),
      contact,
      address,
      once,
    );
    return json({ message }, { status: 201, headers: replayHeaders(replayed) });
  });
}
