import { describe, expect, it } from "vitest";
import { loginUrlFor, safeRedirectTo } from "~/modules/auth/redirect-to";

describe("safeRedirectTo", () => {
  it.each([
    ["/tenders/3?x=1", "/tenders/3?x=1"],
    ["//evil.test", "/tenders"],
    ["/\\evil.test", "/tenders"],
    ["https://evil.test", "/tenders"],
    ["javascript:alert(1)", "/tenders"],
    [undefined, "/tenders"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectTo(input)).toBe(expected);
  });

  it("builds the login URL from the current path and query", () => {
    expect(loginUrlFor(new Request("http://x/home?region=2"))).toBe(
      "/login?redirectTo=%2Fhome%3Fregion%3D2",
    );
  });

  it("names the page, not the data request, during client-side navigation", () => {
    expect(
      loginUrlFor(new Request("http://x/mytender.data?open=3&_routes=routes%2Fmytender")),
    ).toBe("/login?redirectTo=%2Fmytender%3Fopen%3D3");
  });
});
