import type { Route } from "./+types/not-found";
import { ApiError } from "~/modules/api/api-error";
import { errorResponse } from "~/modules/api/api-http.server";

const answer = () => errorResponse(new ApiError(404, "No such API endpoint"));

export const loader = (_: Route.LoaderArgs) => answer();
export const action = (_: Route.ActionArgs) => answer();
