import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatEthiopianPhone,
  parseEthiopianMobile,
  PHONE_MESSAGES,
  toE164,
} from "~/modules/phone/ethiopian-phone";
import { ethiopianMobilePhone } from "~/modules/phone/phone.schema";
import { registerSchema } from "~/modules/auth/auth.schema";
import { smsCodeRequestSchema } from "~/modules/alerts/channel-forms.schema";

describe("parseEthiopianMobile", () => {
  it.each([
    ["+251 911 234 567", "+251911234567"],
    ["+251911234567", "+251911234567"],
    ["251 911 234 567", "+251911234567"],
    ["251-911-234-567", "+251911234567"],
    ["251911234567", "+251911234567"],
    ["0911234567", "+251911234567"],
    ["0911 234 567", "+251911234567"],
    ["0911-23-45-67", "+251911234567"],
    ["0911.234.567", "+251911234567"],
    ["(0911) 234 567", "+251911234567"],
    ["+251 (0) 911 234 567", "+251911234567"],
    ["00251 911 234 567", "+251911234567"],
    ["911234567", "+251911234567"],
    ["  0911234567  ", "+251911234567"],
    ["0711 234 567", "+251711234567"],
    ["07 11 23 45 67", "+251711234567"],
    ["+251 711 234 567", "+251711234567"],
    ["251711234567", "+251711234567"],
  ])("%s → %s", (input, e164) => {
    expect(parseEthiopianMobile(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["", PHONE_MESSAGES.required],
    ["   ", PHONE_MESSAGES.required],
    ["call me", PHONE_MESSAGES.characters],
    ["0911-234-56a", PHONE_MESSAGES.characters],
    ["0911+234567", PHONE_MESSAGES.characters],
    ["0".repeat(41), PHONE_MESSAGES.characters],
    ["+1 202 555 0100", PHONE_MESSAGES.foreign],
    ["+44 7911 123456", PHONE_MESSAGES.foreign],
    ["0044 7911 123456", PHONE_MESSAGES.foreign],
    ["011 123 4567", PHONE_MESSAGES.landline],
    ["+251 11 123 4567", PHONE_MESSAGES.landline],
    ["046 220 1234", PHONE_MESSAGES.landline],
    ["0911", PHONE_MESSAGES.length],
    ["2519112345", PHONE_MESSAGES.length],
    ["09112345678", PHONE_MESSAGES.length],
    ["+251 911 234 56", PHONE_MESSAGES.length],
    ["+251 911 234 5678", PHONE_MESSAGES.length],
    ["0811 234 567", PHONE_MESSAGES.length],
    ["0000000000", PHONE_MESSAGES.length],
  ])("refuses %j: %s", (input, error) => {
    expect(parseEthiopianMobile(input)).toEqual({ ok: false, error });
  });

  it("reads every way of writing one mobile number as that number", () => {
    const number = fc.tuple(fc.constantFrom("9", "7"), fc.stringMatching(/^\d{8}$/));
    const prefix = fc.constantFrom("+251", "251", "0", "00251", "+251 (0)", "");
    const separator = fc.constantFrom("", " ", "-", ".", " - ");
    fc.assert(
      fc.property(number, prefix, separator, ([first, rest], before, between) => {
        const national = first + rest;
        const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
        const typed = `${before}${before ? between : ""}${groups.join(between)}`;
        expect(toE164(typed)).toBe(`+251${national}`);
      }),
    );
  });
});

describe("formatEthiopianPhone", () => {
  it("shows a stored number the local way, 09XX XXX XXX", () => {
    expect(formatEthiopianPhone("+251911234567")).toBe("0911 234 567");
    expect(formatEthiopianPhone("+251711234567")).toBe("0711 234 567");
  });

  it("shows a value it cannot read as it was stored", () => {
    expect(formatEthiopianPhone("0000000000")).toBe("0000000000");
    expect(formatEthiopianPhone("")).toBe("");
  });
});

describe("forms share the parser", () => {
  const account = {
    fullname: "Selam",
    email: "selam@example.et",
    password: "a-good-password",
  };

  it("the register form and the SMS form store E.164 and name what is wrong", () => {
    for (const phone of ["+251 911 234 567", "0911234567", "251-911-234-567"]) {
      expect(registerSchema.parse({ ...account, phone }).phone).toBe("+251911234567");
      expect(smsCodeRequestSchema.parse({ phone }).phone).toBe("+251911234567");
    }
    const refused = registerSchema.safeParse({ ...account, phone: "+1 202 555 0100" });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["phone"], PHONE_MESSAGES.foreign],
    ]);
    expect(ethiopianMobilePhone.safeParse(undefined).error?.issues[0]?.message).toBe(
      PHONE_MESSAGES.required,
    );
  });
});
