import { json } from "~/modules/api/api-http.server";
import { openApiDocument } from "~/modules/api/openapi.server";

/** GET /api/openapi.json */
export const loader = () => json(openApiDocument());
