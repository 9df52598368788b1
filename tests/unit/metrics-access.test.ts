import { describe, expect, it } from "vitest";
import { metricsAccess } from "~/server/metrics-access.server";

describe("who may read /metrics", () => {
  const token = "a-metrics-token-of-some-length";

  it("does not exist (404) while METRICS_TOKEN is unset, whatever is sent", () => {
    expect(metricsAccess(null, undefined)).toBe(404);
    expect(metricsAccess(`Bearer ${token}`, undefined)).toBe(404);
  });

  it("needs exactly the bearer token", () => {
    expect(metricsAccess(`Bearer ${token}`, token)).toBe(200);
    expect(metricsAccess(`bearer ${token}`, token)).toBe(200);
    expect(metricsAccess(null, token)).toBe(401);
    expect(metricsAccess("Bearer", token)).toBe(401);
    expect(metricsAccess(`Bearer ${token.slice(1)}`, token)).toBe(401);
    expect(metricsAccess(`Bearer ${token} extra`, token)).toBe(401);
    expect(metricsAccess(`Basic ${token}`, token)).toBe(401);
  });
});
