import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv-draft-04";
import addFormats from "ajv-formats";

// The standard's 1.1.5 schemas as published (README.md beside this file), compiled once with a
// draft-04 validator, as they declare. Integration and API tests validate with these.

const PUBLISHED = {
  "release-schema.json": "bf18280598c08c9889051a61e1cd39af8e1aebbfb9c260c31be155604026a149",
  "release-package-schema.json": "06577cec73cc16eca0cac331a7ea9ee9cd684b21c55f5f0711f7442623153698",
  "record-package-schema.json": "ba7bc9acfc307b6f311a54a62f686f1d9e199e61712314f995a090b660168da1",
};
const VERSIONED =
  "https://standard.open-contracting.org/schema/1__1__5/versioned-release-validation-schema.json";

function schema(file: keyof typeof PUBLISHED): object {
  const text = readFileSync(path.join(import.meta.dirname, file));
  const hash = createHash("sha256").update(text).digest("hex");
  if (hash !== PUBLISHED[file]) throw new Error(`${file} is not the published file (${hash})`);
  return JSON.parse(text.toString("utf8")) as object;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(schema("release-schema.json"));
// Not copied (README.md): a record with a versionedRelease fails instead of passing unchecked.
ajv.addSchema({ id: VERSIONED, not: {} });

export const validateReleasePackage: ValidateFunction = ajv.compile(
  schema("release-package-schema.json"),
);
export const validateRecordPackage: ValidateFunction = ajv.compile(
  schema("record-package-schema.json"),
);
