import { data, redirect, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/tenders-create";
import { requireAdmin } from "~/modules/auth/guards.server";
import { tenderFormOptions } from "~/modules/tenders/admin-tenders.server";
import { createTender } from "~/modules/tenders/tender-commands.server";
import { submitTenderForm } from "~/modules/tenders/tender-form-action.server";
import { TenderForm } from "~/modules/tenders/TenderForm";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";

export const meta: Route.MetaFunction = () => pageMeta("Create Tender");

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { options: await tenderFormOptions(args.context.get(dbContext)) };
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const em = args.context.get(dbContext);
  const outcome = await submitTenderForm(
    args.request,
    "Error submitting tender",
    (value, documents) => createTender(em, actor, { ...value, documents }),
  );
  if (!outcome.ok) return data(outcome.result, { status: outcome.status });
  // Post/redirect/get: a fresh, empty form with the success message; reload cannot resubmit.
  return redirect("/admin/tenders/create?notice=created");
}

export default function CreateTender({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const created = searchParams.get("notice") === "created" && !actionData;
  return (
    <section>
      <h1>Create Tender</h1>
      {created && (
        <p className="alert alert-success" role="status">
          Tender submitted successfully!
        </p>
      )}
      <TenderForm
        key={created ? location.key : "form"}
        mode="create"
        action="/admin/tenders/create"
        options={loaderData.options}
        lastResult={actionData}
      />
    </section>
  );
}
