import { describe, expect, it } from "vitest";
import {
  COUNT_MESSAGE,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_TENDER,
  SIZE_MESSAGE,
} from "~/modules/tenders/document-rules";

describe("the document limits' messages", () => {
  it("name the limits the rules enforce (they are written out to stay whole sentences)", () => {
    expect(SIZE_MESSAGE).toContain(`${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
    expect(COUNT_MESSAGE).toContain(`at most ${MAX_DOCUMENTS_PER_TENDER} documents`);
  });
});
