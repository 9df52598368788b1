import { InUseError, MergeTargetError } from "~/modules/domain-errors";
import type { FormActionOptions } from "~/server/form-action.server";
import { removeCatalogueItem, STILL_IN_USE } from "./catalogue-removal.server";

/**
 * removeCatalogueItem for the delete pages: an item that came into use since the page was shown
 * is refused in the page's words (its English counts are the API's), above the form.
 */
export async function removeFromPage(
  ...args: Parameters<typeof removeCatalogueItem>
): ReturnType<typeof removeCatalogueItem> {
  try {
    return await removeCatalogueItem(...args);
  } catch (error) {
    if (error instanceof InUseError) throw new InUseError(STILL_IN_USE, error.usage);
    throw error;
  }
}

/** The delete pages show 409 (in use) and a bad merge choice; a 403 or 404 is the error page. */
export const REMOVAL_FORM: FormActionOptions = {
  shows: (error) => error instanceof InUseError || error instanceof MergeTargetError,
};
