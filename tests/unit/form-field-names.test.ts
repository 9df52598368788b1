import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSubmission } from "~/server/form-submission.server";

describe("form fields named like an object's own properties", () => {
  it("are dropped, so a control character in one is no 500", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const formData = new FormData();
      formData.append("name", "Road works");
      formData.append(name, "nul\u0000inside");
      const submission = parseSubmission(formData, z.object({ name: z.string() }), i18n);
      expect(submission.status, name).toBe("success");
      expect(submission.reply().initialValue).toEqual({ name: "Road works" });
    }
  });
});
