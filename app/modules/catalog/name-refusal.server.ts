import { BlankNameError, DuplicateNameError, type DomainError } from "~/modules/domain-errors";
import type { FormActionOptions } from "~/server/form-action.server";

/**
 * A catalogue name form shows a taken or blank name beside the name; an item that went away (or
 * any other refusal) is the route's error page.
 */
export const NAME_FORM: FormActionOptions = {
  fieldOf: () => "name",
  shows: (error: DomainError) =>
    error instanceof DuplicateNameError || error instanceof BlankNameError,
};
