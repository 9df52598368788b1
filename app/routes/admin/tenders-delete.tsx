import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/tenders-delete";
import { requireAdmin } from "~/modules/auth/guards.server";
import { ForbiddenError, NotFoundError } from "~/modules/domain-errors";
import { tenderForDelete } from "~/modules/tenders/admin-tenders.server";
import { deleteTender } from "~/modules/tenders/tender-commands.server";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { AdminErrorBoundary, tenderIdParam } from "~/modules/tenders/tender-route-helpers";

export const meta: Route.MetaFunction = () => pageMeta("Delete tender");

/** The no-JS confirmation step (with JS the list asks with window.confirm and posts here). */
export async function loader(args: Route.LoaderArgs) {
  const actor = requireAdmin(args);
  try {
    return await tenderForDelete(args.context.get(dbContext), actor, tenderIdParam(args.params.id));
  } catch (error) {
    if (error instanceof ForbiddenError || error instanceof NotFoundError) {
      throw data(error.message, { status: error.status });
    }
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  try {
    await deleteTender(args.context.get(dbContext), actor, { id: tenderIdParam(args.params.id) });
  } catch (error) {
    if (error instanceof ForbiddenError || error instanceof NotFoundError) {
      throw data(error.message, { status: error.status });
    }
    throw error;
  }
  return redirect("/admin/tenders?notice=deleted");
}

export default function DeleteTender({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting";
  return (
    <section className="confirm-panel">
      <h1>Delete tender</h1>
      <p>Are you sure you want to delete this tender?</p>
      <p>
        <strong>{loaderData.title}</strong>
      </p>
      <p className="field-hint">Its documents and every user&apos;s saved copy are removed too.</p>
      <Form method="post" className="confirm-actions">
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="button button-danger" disabled={deleting}>
          {deleting ? "Deleting..." : "Yes, delete"}
        </button>
        <Link to="/admin/tenders" className="button button-ghost">
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
