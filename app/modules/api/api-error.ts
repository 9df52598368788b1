import { DomainError } from "~/modules/domain-errors";

/** An API failure with an honest status; rendered as JSON `{ message, errors? }`. */
export class ApiError extends DomainError {
  constructor(
    readonly status: number,
    message: string,
    override readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const unauthorized = () =>
  new ApiError(401, "Authentication required: send Authorization: Bearer <token>");
export const forbidden = () => new ApiError(403, "You do not have permission to do this");
export const notFound = (what = "Resource") => new ApiError(404, `${what} not found`);
