import { describe, expect, it } from "vitest";
import { User } from "~/modules/auth/user.entity";
import { PHONE_MESSAGES } from "~/modules/phone/ethiopian-phone";
import { action as registerAction } from "~/routes/register";
import { setupTestDatabase } from "./database";
import { formRequest, routeArgs } from "./route-args";

const db = setupTestDatabase();

/** A refused submit: the form's reply (formAction's `result`) and its status. */
type Refused = {
  init: { status: number };
  data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
};

function register(fields: Record<string, string>) {
  return registerAction(routeArgs(formRequest("/register", fields), db.em()));
}

const valid = {
  fullname: "Hanna Girma",
  email: "hanna@example.et",
  company: "",
  phone: "0911 22-33 44",
  password: "long-enough-pass",
};

describe("registration", () => {
  it("stores the account with the phone in E.164 and a hashed password", async () => {
    const response = (await register(valid)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?notice=registered&redirectTo=%2Fwelcome");
    const user = await db
      .em()
      .findOneOrFail(User, { email: "hanna@example.et" }, { populate: ["passwordHash"] });
    expect(user.phone).toBe("+251911223344");
    expect(user.company).toBeNull();
    expect(user.role).toBe("user");
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a second account for the same email in any letter case, changing nothing", async () => {
    const before = await db.em().count(User);
    const result = (await register({ ...valid, email: "HANNA@Example.ET" })) as Refused;
    expect(result.init.status).toBe(409);
    expect(result.data.result.error.email).toEqual(["An account with this email already exists"]);
    expect(result.data.result.initialValue.email).toBe("HANNA@Example.ET");
    expect(result.data.result.initialValue.password).toBeUndefined();
    expect(await db.em().count(User)).toBe(before);
  });

  it("stores +251, 251 and 0 forms of one number the same way", async () => {
    for (const [index, phone] of [
      "+251 911 223 344",
      "251-911-223-344",
      "0911.223.344",
    ].entries()) {
      const email = `same-${index}@example.et`;
      expect(((await register({ ...valid, email, phone })) as Response).status).toBe(302);
      expect((await db.em().findOneOrFail(User, { email })).phone).toBe("+251911223344");
    }
  });

  it("refuses a number that is not an Ethiopian mobile, says why and keeps the typed values", async () => {
    const result = (await register({
      ...valid,
      email: "long@example.et",
      phone: "+1 202 555 0100",
    })) as Refused;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error.phone).toEqual([
      "Enter an Ethiopian number: +251 is the only country code accepted",
    ]);
    expect(result.data.result.initialValue.fullname).toBe("Hanna Girma");
    expect(result.data.result.initialValue.phone).toBe("+1 202 555 0100");
    expect(await db.em().count(User, { email: "long@example.et" })).toBe(0);
  });

  it("refuses a NUL byte beside its field, keeps the rest of the input and stores nothing", async () => {
    const before = await db.em().count(User);
    const result = (await register({
      ...valid,
      email: "nul@example.et",
      fullname: "Hanna\u0000 Girma",
      company: "Ab\u0007ay",
    })) as Refused;
    expect(result.init.status).toBe(400);
    const message = "This field may not hold control characters (such as a NUL byte).";
    expect(result.data.result.error).toEqual({ fullname: [message], company: [message] });
    expect(result.data.result.initialValue.fullname).toBe("Hanna Girma");
    expect(result.data.result.initialValue.company).toBe("Abay");
    expect(result.data.result.initialValue.email).toBe("nul@example.et");
    expect(result.data.result.initialValue.password).toBeUndefined();
    expect(await db.em().count(User)).toBe(before);
  });

  it("requires full name, email, phone and an 8+ character password", async () => {
    const result = (await register({
      fullname: " ",
      email: "nope",
      phone: "abc",
      password: "short",
    })) as Refused;
    expect(result.data.result.error).toMatchObject({
      fullname: ["Full name is required"],
      email: ["Enter a valid email address"],
      phone: [PHONE_MESSAGES.characters],
      password: ["Password must be at least 8 characters"],
    });
  });
});
