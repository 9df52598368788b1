import { data, redirect } from "react-router";
import type { Route } from "./+types/categories-edit";
import { readSubmission } from "~/server/form-submission.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { categorySchema } from "~/modules/catalog/catalog.schema";
import { getCategory, renameCategory } from "~/modules/catalog/categories.server";
import { BlankNameError, DuplicateNameError, NotFoundError } from "~/modules/domain-errors";
import { dbContext } from "~/server/request-context";
import { pageMeta } from "~/ui/meta";
import { CategoryForm } from "~/modules/catalog/CategoryForm";

export const meta: Route.MetaFunction = () => pageMeta("Edit Category");

function categoryId(params: { id?: string }): number {
  const id = Number(params.id);
  // Not a number: the same 404 as an unknown id, never a 500.
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  try {
    return await getCategory(args.context.get(dbContext), categoryId(args.params));
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const id = categoryId(args.params);
  const submission = await readSubmission(args.request, categorySchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await renameCategory(args.context.get(dbContext), actor, id, submission.value.name);
  } catch (error) {
    if (error instanceof DuplicateNameError || error instanceof BlankNameError) {
      return data(submission.reply({ fieldErrors: { name: [error.message] } }), {
        status: error.status,
      });
    }
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
  return redirect("/admin/categories?notice=updated");
}

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CategoryForm
      title="Edit Category"
      submitLabel="Update Category"
      pendingLabel="Updating..."
      lastResult={actionData}
      defaultName={loaderData.name}
    />
  );
}
