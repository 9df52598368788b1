// The import's refusals say the numbers of IMPORT_PARSE_LIMITS: a limit changed without its
// message (whole sentences, translated as they are) would tell the admin a wrong figure.
import { describe, expect, it } from "vitest";
import { IMPORT_LIMIT_MESSAGES } from "~/modules/tender-import/import-file-rows.server";
import { IMPORT_PARSE_LIMITS } from "~/modules/tender-import/import-limits";

const limits = IMPORT_PARSE_LIMITS;
const count = (value: number) => value.toLocaleString("en-US");

describe("the import's limit messages", () => {
  it.each([
    ["rows", `at most ${count(limits.rows)} rows are read, blank rows included`],
    ["cells", `at most ${count(limits.cells)} cells are read`],
    ["sharedStrings", `at most ${count(limits.sharedStrings)} are read`],
    ["characters", `at most ${limits.characters / 1_000_000} million characters`],
    ["unpackedMb", `at most ${limits.unpackedMb} MB are read`],
    ["seconds", `at most ${limits.seconds} seconds`],
    ["heapMb", `at most ${limits.heapMb} MB are used`],
  ] as const)("names the %s limit with its value", (limit, words) => {
    expect(IMPORT_LIMIT_MESSAGES[limit]).toContain(words);
  });
});
