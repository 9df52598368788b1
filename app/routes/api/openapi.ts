import { json } from "~/modules/api/api-http.server";
import { openApiDocument } from "~/modules/api/openapi.server";

export const loader = () => json(openApiDocument());
