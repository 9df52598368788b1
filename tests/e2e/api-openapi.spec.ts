import { createConfig, lintFromString } from "@redocly/openapi-core";
import { expect, test } from "@playwright/test";

test("the OpenAPI document passes the Redocly linter with its recommended rules", async ({
  request,
}) => {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe("3.1.0");
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: "openapi.json",
    config: await createConfig({ extends: ["recommended"] }),
  });
  expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
});

test("it documents every call of SPEC §7, the bearer scheme and the error shape", async ({
  request,
}) => {
  const document = await (await request.get("/api/openapi.json")).json();
  const operations = Object.entries(document.paths as Record<string, object>).flatMap(
    ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(operations.sort()).toEqual(
    [
      "GET /categories",
      "POST /categories",
      "GET /categories/{id}",
      "PUT /categories/{id}",
      "DELETE /categories/{id}",
      "POST /categories/{categoryId}/subcategories",
      "PUT /categories/{categoryId}/subcategories/{id}",
      "DELETE /categories/{categoryId}/subcategories/{id}",
      "GET /tenders/metadata/{kind}",
      "POST /tenders/metadata/{kind}",
      "PUT /tenders/metadata/{kind}/{id}",
      "DELETE /tenders/metadata/{kind}/{id}",
      "GET /auth/users",
      "POST /auth/users/{id}/deactivate",
      "POST /auth/users/{id}/reactivate",
      "GET /account",
      "PATCH /account",
      "DELETE /account",
      "POST /account/password",
      "GET /account/sessions",
      "POST /account/sessions/end-others",
      "GET /account/export",
      "GET /tenders",
      "POST /tenders",
      "POST /tenders/import",
      "GET /tenders/{id}",
      "PATCH /tenders/{id}",
      "DELETE /tenders/{id}",
      "GET /tenders/saved",
      "POST /tenders/save/{tenderId}",
      "POST /auth/login",
      "POST /auth/register",
      "POST /auth/logout",
      "GET /advert-contact",
      "POST /advert-contact",
      "GET /documents/{documentId}/{fileName}",
      "GET /tenders/documents-zip/{tenderId}",
      "GET /ocds/releases",
      "GET /ocds/releases/{tenderId}",
      "GET /tenders/outcome/{tenderId}",
      "PUT /tenders/outcome/{tenderId}",
      "DELETE /tenders/outcome/{tenderId}",
      "POST /tenders/awards/{tenderId}",
      "PUT /tenders/awards/{tenderId}/{awardId}",
      "DELETE /tenders/awards/{tenderId}/{awardId}",
      "GET /ocds/records",
      "GET /ocds/records/{ocid}",
    ].sort(),
  );
  expect(document.components.securitySchemes.bearerAuth).toMatchObject({
    type: "http",
    scheme: "bearer",
  });
  expect(document.components.schemas.Error.required).toEqual(["message"]);
  expect(Object.keys(document.components.schemas.Tender.properties)).toEqual(
    expect.arrayContaining([
      "tenderSource",
      "tenderRegion",
      "tenderLanguage",
      "status",
      "documentPath",
    ]),
  );
});
