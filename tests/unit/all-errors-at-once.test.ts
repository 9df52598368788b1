import { describe, expect, it } from "vitest";
import { passwordChangeFormSchema } from "~/modules/account/account.schema";
import { resetPasswordSchema } from "~/modules/auth/auth.schema";

const fieldsWithErrors = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  [...new Set(result.error?.issues.map((issue) => issue.path.join(".")))].sort();

describe("a form's errors, all at once", () => {
  it("changing the password: a short new password and a different repeat, both named", () => {
    const result = passwordChangeFormSchema.safeParse({
      currentPassword: "current-pass",
      newPassword: "short",
      confirmPassword: "shorter",
    });
    expect(fieldsWithErrors(result)).toEqual(["confirmPassword", "newPassword"]);
  });

  it("resetting the password: the same", () => {
    const result = resetPasswordSchema.safeParse({
      token: "token",
      password: "short",
      confirmPassword: "other",
    });
    expect(fieldsWithErrors(result)).toEqual(["confirmPassword", "password"]);
  });

  it("a repeat that matches is no error", () => {
    const result = resetPasswordSchema.safeParse({
      token: "token",
      password: "short",
      confirmPassword: "short",
    });
    expect(fieldsWithErrors(result)).toEqual(["password"]);
  });
});
